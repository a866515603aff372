import type { NoticeIcon } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { BellIcon } from '../../icons';
import { NoticeGlyph } from '../../internal/noticeIcon';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import {
  NoticeListIcon,
  NoticeListItem,
  NoticeListList,
  NoticeListTime,
  NoticeListTopic,
} from './NoticeList.styles';

/** The notice icons in the order of the product description (domain's `NOTICE_ICONS`). */
export const noticeListIcons = ['cheer', 'new', 'info', 'warning'] as const satisfies readonly NoticeIcon[];

/** One notice in the list, formatted. */
export interface NoticeListItemData {
  /** The notice id (the list's key). */
  id: number;
  /** Its page, '/notice/{id}'. */
  href: string;
  /** The topic. */
  topic: string;
  /** cheer, new, info or warning. */
  icon: NoticeIcon;
  /** When it was published, relative in Thai (domain's `thaiRelativeTime`: '3 วันที่แล้ว'). */
  time: string;
  /** The same moment as a machine-readable date-time (publishedAt), for `<time dateTime>`. */
  dateTime: string;
}

export interface NoticeListProps extends ComponentPropsWithoutRef<'div'> {
  /** The notices, newest first. */
  notices: readonly NoticeListItemData[];
  /** What an empty list says. */
  emptyLabel?: string;
}

/** The notices page (product §2 /notice): newest first, each with its icon, topic and relative time. */
export const NoticeList = forwardRef<HTMLDivElement, NoticeListProps>(function NoticeList(
  { notices, emptyLabel = th.notice.empty, ...rest },
  ref,
) {
  const empty = notices.length === 0;
  return (
    <div ref={ref} data-component="NoticeList" data-state={empty ? 'empty' : 'filled'} {...rest}>
      {empty ? (
        <EmptyState data-part="Empty" icon={<BellIcon />} title={emptyLabel} />
      ) : (
        <NoticeListList data-part="List">
          {notices.map((notice) => (
            <NoticeListItem key={notice.id} data-part="Notice" data-icon={notice.icon}>
              <Link href={notice.href} tone="inherit">
                <NoticeListIcon data-part="Icon">
                  <NoticeGlyph icon={notice.icon} />
                </NoticeListIcon>
                <NoticeListTopic data-part="Topic">{notice.topic}</NoticeListTopic>
                <NoticeListTime data-part="Time" dateTime={notice.dateTime}>
                  {notice.time}
                </NoticeListTime>
              </Link>
            </NoticeListItem>
          ))}
        </NoticeListList>
      )}
    </div>
  );
});
