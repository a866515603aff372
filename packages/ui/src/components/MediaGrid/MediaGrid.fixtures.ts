import { makePhoto, makePost, makeTikTokEmbed } from '@lightbearers/api-client/testing';
import { fitText, TITLE_CUTS } from '@lightbearers/domain';
import type { MediaGridItem } from './MediaGrid';

/** Twelve YouTube videos as the app builds them: titles cut to 17, thumbnails (data URLs here). */
export const youtubeGridItems: readonly MediaGridItem[] = Array.from({ length: 12 }, (_, i) => {
  const post = makePost(300 + i, { type: 'videoYoutube' });
  return {
    id: post.id,
    title: fitText(post.des, TITLE_CUTS.youtube),
    image: makePhoto(post.id).small,
    href: `/p/${post.id}`,
  };
});

/** Ten TikTok videos: titles cut to 20, portrait thumbnails. */
export const tiktokGridItems: readonly MediaGridItem[] = Array.from({ length: 10 }, (_, i) => {
  const post = makePost(400 + i, { type: 'videoTikTok' });
  return {
    id: post.id,
    title: fitText(post.des, TITLE_CUTS.tiktok),
    image: makeTikTokEmbed(post.id).thumbnailUrl,
    href: `/p/${post.id}`,
  };
});

/** Uncut long Thai titles and an unbroken Latin one: two lines, then clamped. */
export const longTitleGridItems: readonly MediaGridItem[] = youtubeGridItems.slice(0, 6).map((item, i) => ({
  ...item,
  title:
    i % 2 === 0
      ? 'ธรรมะก่อนนอน ตอน การให้อภัยคือของขวัญที่ยิ่งใหญ่ที่สุดที่เราให้แก่ตัวเองและผู้อื่นได้ทุกวัน'
      : 'https://www.youtube.com/watch?v=averyveryverylongtitlewithoutspaces',
}));
