import { makePhoto, makePost, makeTikTokEmbed } from '@lightbearers/api-client/testing';
import { fitText, TITLE_CUTS } from '@lightbearers/domain';
import type { MediaCarouselItem } from './MediaCarousel';

/** A YouTube row as the app builds it: titles cut to 17 (product §9), thumbnails (data URLs here). */
export const youtubeItems: readonly MediaCarouselItem[] = Array.from({ length: 8 }, (_, i) => {
  const post = makePost(100 + i, { type: 'videoYoutube' });
  return {
    id: post.id,
    title: fitText(post.des, TITLE_CUTS.youtube),
    image: makePhoto(post.id).small,
    href: `/p/${post.id}`,
  };
});

/** A TikTok row: titles cut to 20, portrait thumbnails from the oEmbed factory. */
export const tiktokItems: readonly MediaCarouselItem[] = Array.from({ length: 8 }, (_, i) => {
  const post = makePost(200 + i, { type: 'videoTikTok' });
  return {
    id: post.id,
    title: fitText(post.des, TITLE_CUTS.tiktok),
    image: makeTikTokEmbed(post.id).thumbnailUrl,
    href: `/p/${post.id}`,
  };
});

/** Uncut long titles (a caller that forgot to cut): two lines, then clamped. */
export const longTitleItems: readonly MediaCarouselItem[] = youtubeItems.map((item, i) => ({
  ...item,
  title:
    i % 2 === 0
      ? 'ธรรมะก่อนนอน ตอน การให้อภัยคือของขวัญที่ยิ่งใหญ่ที่สุดที่เราให้แก่ตัวเองและผู้อื่นได้ทุกวัน'
      : 'https://www.youtube.com/watch?v=averyveryverylongtitlewithoutspaces',
}));
