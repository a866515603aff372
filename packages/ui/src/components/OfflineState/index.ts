export type { OfflineStatePage, OfflineStateProps } from './OfflineState';
export { OfflineState } from './OfflineState';
