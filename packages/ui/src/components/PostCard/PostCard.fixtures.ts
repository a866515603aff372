import type { Post } from '@lightbearers/api-client';
import { makePost, makeUserRef } from '@lightbearers/api-client/testing';
import {
  formatThaiDate,
  type PostType,
  postPath,
  shortLinkUrl,
  textPostGradientIndex,
  userPath,
} from '@lightbearers/domain';
import { textPostGradients } from '../../tokens';
import type { PostCardProps } from './PostCard';

/** The short-link host of the stories (a placeholder; the app passes its configured host). */
export const STORY_SHORT_LINK_HOST = 'https://s.lightbearers.example';

/** What the app does for each post: a PostCard's plain props from a Post of the api-client. */
export function postCardProps(post: Post, loggedIn = true): PostCardProps {
  const author = makeUserRef(post.uid);
  const gradient = textPostGradients[textPostGradientIndex(post.id, textPostGradients.length)];
  const when = post.publishedAt ?? post.createdAt;
  return {
    type: post.type,
    href: postPath(post.id, loggedIn),
    shortLink: shortLinkUrl(STORY_SHORT_LINK_HOST, post.key),
    authorName: author.name ?? '',
    authorHref: userPath(post.uid, loggedIn),
    authorPicture: author.picture,
    dateLabel: formatThaiDate(when),
    dateTime: when,
    categoryName: post.category?.name ?? null,
    categoryHref: post.category ? `/all/cat/${post.category.id}` : null,
    description: post.des,
    gradient: gradient?.colors,
    pinned: post.pinned,
  };
}

/** Post ids of the factory's eight-type cycle: id 1 is videoYoutube … id 8 postText. */
export const postIdOfType: Record<PostType, number> = {
  videoYoutube: 1,
  videoTikTok: 2,
  videoFacebook: 3,
  linkFacebook: 4,
  linkTwitter: 5,
  postPhoto: 6,
  postLink: 7,
  postText: 8,
};

/** A deterministic post of `type` (factory data, Thai text). */
export const storyPost = (type: PostType, overrides: Parameters<typeof makePost>[1] = {}) =>
  makePost(postIdOfType[type] + 8, { type, ...overrides });

/** A long Thai description (over 400 characters, with a link inside) for the read-more stories. */
export const LONG_THAI_DESCRIPTION = [
  'วันนี้ได้ไปร่วมงานบุญทอดกฐินสามัคคีที่วัดใกล้บ้าน บรรยากาศอบอุ่นมาก ญาติธรรมมาช่วยกันตั้งแต่เช้ามืด',
  'ทั้งจัดดอกไม้ เตรียมภัตตาหาร และทำความสะอาดลานวัด เห็นแล้วชื่นใจที่ทุกคนร่วมแรงร่วมใจกันอย่างพร้อมเพรียง',
  'ขอเชิญชวนทุกท่านที่สนใจร่วมบุญครั้งต่อไป ดูรายละเอียดได้ที่ https://dhamma.example.org/kathin-2569 นะครับ',
  'ขออนุโมทนาบุญกับทุกท่านที่มีส่วนร่วม ทั้งผู้ที่มาด้วยตนเองและผู้ที่ร่วมบุญทางออนไลน์',
  'ขอให้บุญกุศลครั้งนี้ส่งผลให้ทุกท่านมีสุขภาพแข็งแรง จิตใจผ่องใส และเจริญในธรรมยิ่งๆ ขึ้นไป สาธุ สาธุ สาธุ',
  'ปล. ใครถ่ายภาพบรรยากาศไว้ ส่งมาแบ่งปันกันได้ที่กลุ่มไลน์ของชมรมนะครับ จะได้รวบรวมไว้เป็นที่ระลึก',
].join('\n');
