export type { HandleTakenNoticeProps } from './HandleTakenNotice';
export { HandleTakenNotice } from './HandleTakenNotice';
