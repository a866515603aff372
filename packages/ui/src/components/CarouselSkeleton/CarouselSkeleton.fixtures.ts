import type { CreatorsCarouselItem } from '../CreatorsCarousel';
import type { MediaCarouselItem } from '../MediaCarousel';

const thumb = (fill: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${fill}"/></svg>`,
  )}`;

const fills = ['#c9a227', '#7a9e7e', '#5b7db1', '#b5651d', '#8e6c8a', '#4f6d5e'];

/** Loaded rows beside their loading rows: one-line titles (the feed's cut titles fit one line). */
export const landscapeItems: readonly MediaCarouselItem[] = fills.map((fill, i) => ({
  id: i + 1,
  title: `ธรรมะวันละนิด ${i + 1}`,
  image: thumb(fill, 16, 9),
  href: `/p/${i + 1}`,
}));

export const portraitItems: readonly MediaCarouselItem[] = fills.map((fill, i) => ({
  id: i + 11,
  title: `สวดมนต์ก่อนนอน ${i + 1}`,
  image: thumb(fill, 9, 16),
  href: `/p/${i + 11}`,
}));

export const creatorItems: readonly CreatorsCarouselItem[] = fills.map((fill, i) => ({
  id: i + 21,
  name: `สมาชิก ${i + 1}`,
  avatar: thumb(fill, 1, 1),
  href: `/u${i + 21}`,
  creator: i % 2 === 0,
}));
