import type { Comment, CommentReply } from '@lightbearers/api-client';
import { BASE_TIME, makeComment, makeCommentReply } from '@lightbearers/api-client/testing';
import { thaiRelativeTime } from '@lightbearers/domain';
import type { CommentThreadComment, CommentThreadReply } from './CommentThread';

/** "Now" of the stories: fixed, so relative times never drift. */
export const FIXTURE_NOW = BASE_TIME + 40 * 3_600_000;
/** The signed-in member of the stories. */
export const ME = 3;

function toItem(c: Comment | CommentReply): CommentThreadReply {
  const user = c.user ?? { id: 0, name: null, picture: null };
  return {
    id: c.id,
    text: c.des,
    author: { name: user.name ?? '', avatar: user.picture, href: `/u${user.id}` },
    time: thaiRelativeTime(c.createdAt, FIXTURE_NOW),
    dateTime: c.createdAt,
    own: user.id === ME,
  };
}

/** Comment `id` from the api-client factories, shaped for the thread, with `replyIds` as its replies. */
export function threadComment(
  id: number,
  replyIds: readonly number[] = [],
  overrides: Partial<Comment> = {},
): CommentThreadComment {
  return {
    ...toItem({ ...makeComment(id), ...overrides }),
    replies: replyIds.map((r) => toItem(makeCommentReply(r, { cid: id }))),
  };
}

/** My own comment (member 3), for the delete stories. */
export function myComment(id: number, text: string, replyIds: readonly number[] = []): CommentThreadComment {
  const base = threadComment(id, replyIds);
  return { ...base, text, author: { ...base.author, name: 'สมใจ ใจบุญ', href: `/u${ME}` }, own: true };
}

/** The first page (3, newest first): one with replies, one of mine. */
export const firstPage: readonly CommentThreadComment[] = [
  threadComment(34, [31, 33]),
  myComment(36, 'ขอบคุณสำหรับคลิปดี ๆ ค่ะ ฟังแล้วใจสงบมาก'),
  threadComment(30),
];

/** The second page. */
export const secondPage: readonly CommentThreadComment[] = [
  threadComment(24),
  threadComment(20),
  threadComment(14),
];

/** A long comment with line breaks and an unbroken Latin string, and a long name. */
export const longComment: CommentThreadComment = {
  ...threadComment(37),
  author: { name: 'พระมหาสมปองวิเศษสุวรรณภูมิ ธรรมรักษาวงศ์ตระกูลใหญ่', avatar: null, href: '/u9' },
  text: 'อนุโมทนาบุญกับทุกท่านที่ร่วมกันส่งต่อแสงสว่างแห่งธรรม ขอให้ทุกท่านมีความสุขความเจริญในธรรมยิ่ง ๆ ขึ้นไป\n\nติดตามตารางกิจกรรมได้ที่ https://dhamma.example.org/events/2569/november/weekend-retreat-schedule-with-a-very-long-path\nสาธุ สาธุ สาธุ',
};
