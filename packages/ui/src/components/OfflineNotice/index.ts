export type { OfflineNoticeProps } from './OfflineNotice';
export { OfflineNotice } from './OfflineNotice';
