export type { NoticeViewProps } from './NoticeView';
export { NoticeView } from './NoticeView';
