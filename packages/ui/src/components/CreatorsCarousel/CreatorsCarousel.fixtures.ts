import { makeProfile } from '@lightbearers/api-client/testing';
import type { CreatorsCarouselItem } from './CreatorsCarousel';

/** Twelve members from the api-client factories (every third is a creator). */
export const creatorItems: readonly CreatorsCarouselItem[] = Array.from({ length: 12 }, (_, i) => {
  const p = makeProfile(i + 1);
  return { id: p.uid, name: p.name, avatar: p.picture, href: `/u${p.uid}`, creator: p.type === 'creator' };
});

/** Long names are cut to one line with an ellipsis. */
export const longNameItems: readonly CreatorsCarouselItem[] = creatorItems.map((item, i) =>
  i % 3 === 0 ? { ...item, name: 'พระมหาสมปองวิเศษสุวรรณภูมิ ธรรมรักษาวงศ์ตระกูลใหญ่', avatar: null } : item,
);

/** Twenty-four members: more than a desktop row shows, so some are out of view. */
export const manyCreatorItems: readonly CreatorsCarouselItem[] = Array.from({ length: 24 }, (_, i) => {
  const p = makeProfile(i + 1);
  return { id: p.uid, name: p.name, avatar: p.picture, href: `/u${p.uid}`, creator: p.type === 'creator' };
});
