export type { LandingAboutProps } from './LandingAbout';
export { LandingAbout } from './LandingAbout';
export type { LandingCallProps } from './LandingCall';
export { LandingCall } from './LandingCall';
export type { LandingHeroProps } from './LandingHero';
export { LandingHero } from './LandingHero';
export type { LandingMemberType, LandingMemberTypeId, LandingMemberTypesProps } from './LandingMemberTypes';
export { defaultLandingMemberTypes, LandingMemberTypes, landingMemberTypeIds } from './LandingMemberTypes';
