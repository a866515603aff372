/** Where a failed notice load goes. */
export const NOTICE_FAILURE_PATH = '/all/other';
