export type { PageProgressProps, PageProgressState } from './PageProgress';
export { PageProgress, pageProgressStates } from './PageProgress';
