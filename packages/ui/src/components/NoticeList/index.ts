export type { NoticeListItemData, NoticeListProps } from './NoticeList';
export { NoticeList, noticeListIcons } from './NoticeList';
