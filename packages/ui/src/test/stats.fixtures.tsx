import { makeBadge, makeProfile, makeTopClick, makeTopSharer } from '@lightbearers/api-client/testing';
import {
  formatCount,
  type PostType,
  shortLinkUrl,
  statsPostDescription,
  topClickTier,
} from '@lightbearers/domain';
import type { ReactNode } from 'react';
import { FacebookMark, ImageIcon, LinkIcon, TextIcon, TikTokMark, XTwitterMark, YouTubeMark } from '../icons';

/**
 * Statistics rows for the stories and tests of the statistics components, made by the
 * deterministic factories of `@lightbearers/api-client/testing` and cut and formatted with the
 * domain rules, as the site does.
 */

/** The short-link host of the stories (the site passes its own). */
export const STATS_SHORT_LINK_BASE = 'https://072.today/s';

// Stand-ins for the post-type icon the app passes (the shared PostTypeIcon), named by type.
const typeIcon: Record<PostType, (label: string) => ReactNode> = {
  videoYoutube: (label) => <YouTubeMark label={label} />,
  videoTikTok: (label) => <TikTokMark label={label} />,
  videoFacebook: (label) => <FacebookMark label={label} />,
  linkFacebook: (label) => <FacebookMark label={label} />,
  linkTwitter: (label) => <XTwitterMark label={label} />,
  postPhoto: (label) => <ImageIcon label={label} />,
  postLink: (label) => <LinkIcon label={label} />,
  postText: (label) => <TextIcon label={label} />,
};

const typeName: Record<PostType, string> = {
  videoYoutube: 'วิดีโอ YouTube',
  videoTikTok: 'วิดีโอ TikTok',
  videoFacebook: 'วิดีโอ Facebook',
  linkFacebook: 'โพสต์ Facebook',
  linkTwitter: 'โพสต์ X',
  postPhoto: 'ภาพ',
  postLink: 'ลิงก์',
  postText: 'ข้อความ',
};

/** Top sharers 1…count as `RankingList` rows: '/u{uid}', the share total. */
export function sharerRows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const row = makeTopSharer(i + 1);
    return { key: row.uid, href: `/u${row.uid}`, label: row.name, total: `${formatCount(row.total)} แชร์` };
  });
}

/** Top posts by clicks 1…count as `RankingList` rows: '/p/{id}', type icon, cut description, clicks, short link. */
export function topPostRows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const row = makeTopClick(i + 1);
    const type = row.type as PostType;
    return {
      key: row.postId,
      href: `/p/${row.postId}`,
      label: statsPostDescription(row.des),
      total: `${formatCount(row.clicks)} คลิก`,
      icon: typeIcon[type]?.(typeName[type]),
      shortLinkHref: shortLinkUrl(STATS_SHORT_LINK_BASE, row.key),
      tier: topClickTier(row.clicks),
    };
  });
}

/** Active members 1…count as `ActiveUsersGrid` users: '/u{uid}', name, picture. */
export function activeUsers(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const p = makeProfile(i + 1);
    return { uid: p.uid, name: p.name, href: `/u${p.uid}`, avatarSrc: p.picture };
  });
}

/** Badges 1…count with 1, 4, 7… holders each (badge `n` has `3n − 2`), as `BadgeShelf` items. */
export function shelfBadges(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const badge = makeBadge(i + 1);
    const holders = activeUsers(3 * i + 1);
    return {
      id: badge.id,
      name: badge.name,
      photoSrc: badge.photo,
      holders,
      holderCount: formatCount(holders.length),
    };
  });
}
