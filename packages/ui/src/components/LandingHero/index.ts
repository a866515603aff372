export type { LandingHeroProps } from './LandingHero';
export { LandingHero } from './LandingHero';
