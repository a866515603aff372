export type { LandingAboutProps } from './LandingAbout';
export { LandingAbout } from './LandingAbout';
