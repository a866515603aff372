export type { LandingCallProps } from './LandingCall';
export { LandingCall } from './LandingCall';
