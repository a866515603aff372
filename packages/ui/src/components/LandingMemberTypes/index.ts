export type { LandingMemberType, LandingMemberTypeId, LandingMemberTypesProps } from './LandingMemberTypes';
export { defaultLandingMemberTypes, LandingMemberTypes, landingMemberTypeIds } from './LandingMemberTypes';
