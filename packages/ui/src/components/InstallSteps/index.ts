export type { InstallPlatform, InstallPlatformId, InstallState, InstallStepsProps } from './InstallSteps';
export { defaultInstallPlatforms, InstallSteps, installPlatformIds, installStates } from './InstallSteps';
