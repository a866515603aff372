import { makeNotice, makeNotification } from '@lightbearers/api-client/testing';
import { thaiRelativeTime } from '@lightbearers/domain';

/**
 * Notices for the stories and tests of NoticeList and NoticeView, made by the deterministic
 * factories of `@lightbearers/api-client/testing`, with relative times from a fixed "now".
 */

/** The fixed "now" of the notice stories (never the clock). */
export const NOTICE_NOW = '2026-11-24T05:00:00.000Z';

/** Notices `from`… as `NoticeList` items, newest first as the service sends them. */
export function noticeItems(count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => {
    const n = makeNotice(from + count - 1 - i);
    return {
      id: n.id,
      href: `/notice/${n.id}`,
      topic: n.topic,
      icon: n.icon,
      time: thaiRelativeTime(n.publishedAt, NOTICE_NOW),
      dateTime: n.publishedAt,
    };
  });
}

/** Notice `id` as `NoticeView` props (optionally with another Markdown body). */
export function noticeView(id: number, body?: string) {
  const n = makeNotice(id, body === undefined ? undefined : { des: body });
  return {
    topic: n.topic,
    icon: n.icon,
    body: n.des,
    time: thaiRelativeTime(n.publishedAt, NOTICE_NOW),
    dateTime: n.publishedAt,
    backHref: '/notice',
  };
}

/** A body with raw HTML and a `javascript:` link: neither may run. */
export const HOSTILE_NOTICE_BODY =
  'อ่าน [คู่มือ](https://example.org/manual) และ [ร้านของที่ระลึก](/coin)\n\n[กดที่นี่](javascript:alert(1))\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n**ขอบคุณ** ทุกท่าน';

/** Notifications `from`… as `NotificationList` items, newest first (every third is read). */
export function notificationItems(count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => {
    const n = makeNotification(from + count - 1 - i);
    return {
      id: n.id,
      html: n.msg,
      time: thaiRelativeTime(n.createdAt, NOTICE_NOW),
      dateTime: n.createdAt,
      unread: !n.read,
    };
  });
}
