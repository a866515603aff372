/**
 * The sections of `/topshare` and `/stat` under the range pickers: the counts, top sharers, badges
 * (holders dialog, link to /coin), top shared creators, top posts by clicks, the active members and
 * the thanks. Its own module, loaded by `DailyStatsScreen`'s loader beside the statistics, so the
 * lists, the post-type marks and the dialog stay out of the first screen (ADR 024's budget).
 */
import type { BadgeWithHolders, Client, TopClick, TypeCount } from '@lightbearers/api-client';
import {
  formatCount,
  isPostType,
  postPath,
  shortLinkUrl,
  statsPostDescription,
  topClickTier,
  userPath,
} from '@lightbearers/domain';
import {
  ActiveUsersGrid,
  BadgeShelf,
  Heading,
  PostTypeIcon,
  RankingList,
  type RankingListRow,
  Skeleton,
  SkeletonGroup,
  StatTiles,
  Text,
} from '@lightbearers/ui';
import { type ReactNode, useId } from 'react';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { orEmpty, type StatsData } from './loadStats';
import { Section } from './Section';

const memberRows = (
  rows: readonly { uid: number; name: string; total: number }[],
  unit: (n: string) => string,
  signedIn: boolean,
) =>
  rows.map(
    (row): RankingListRow => ({
      key: row.uid,
      href: userPath(row.uid, signedIn),
      label: row.name,
      total: unit(formatCount(row.total)),
    }),
  );

const postRows = (shortLinkBase: string, rows: readonly TopClick[], signedIn: boolean) =>
  rows.map(
    (row): RankingListRow => ({
      key: row.postId,
      href: postPath(row.postId, signedIn),
      label: statsPostDescription(row.des),
      total: copy.stats.clicks(formatCount(row.clicks)),
      ...(isPostType(row.type) ? { icon: <PostTypeIcon type={row.type} /> } : {}),
      shortLinkHref: shortLinkUrl(shortLinkBase, row.key),
      tier: topClickTier(row.clicks),
    }),
  );

function shelfItems(badges: readonly BadgeWithHolders[], signedIn: boolean) {
  return badges.map((badge) => ({
    id: badge.id,
    name: badge.name,
    photoSrc: badge.photo,
    holders: badge.holders.map((h) => ({
      uid: h.id,
      name: h.name ?? '',
      href: userPath(h.id, signedIn),
      avatarSrc: h.picture,
    })),
    holderCount: formatCount(badge.holders.length),
  }));
}

/** The badges, each with its holders awarded in the range, for the screen's loader. */
export function readBadges(client: Client, range: { from: string; to: string }): Promise<BadgeWithHolders[]> {
  return orEmpty(
    calls().then(async ({ getBadgesWithHolders, getBadgeHoldersInRange }) => {
      const [badges, awarded] = await Promise.all([
        getBadgesWithHolders(client),
        getBadgeHoldersInRange(client, range),
      ]);
      // Every badge, each with the members awarded it in the chosen range (none: it says so).
      return badges.map((badge) => ({ ...badge, holders: awarded.get(badge.id) ?? [] }));
    }),
    [],
    'badges',
  );
}

/** A section's skeleton while its figures load. */
export function StatsLoading() {
  return (
    <SkeletonGroup label={copy.stats.loading}>
      <Skeleton shape="text" size="md" lines={5} />
    </SkeletonGroup>
  );
}

function Titled({ title, state, children }: { title: string; state?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id} data-state={state}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

export interface StatsSectionsProps {
  /** The short-link host of the top posts' external links (the client's `shortLinkBase`). */
  shortLinkBase: string;
  signedIn: boolean;
  /** The range's figures; null while they (re)load. */
  data: StatsData | null;
  /** Members per type; null while they load. */
  types: readonly TypeCount[] | null;
  /** The badges and their holders; null while they load. */
  badges: readonly BadgeWithHolders[] | null;
}

export default function StatsSections({ shortLinkBase, signedIn, data, types, badges }: StatsSectionsProps) {
  const tiles = [
    ...(data
      ? [{ key: 'sharers', label: copy.stats.sharerCount, value: formatCount(data.sharers.length) }]
      : []),
    ...(types ?? []).map((t) => ({
      key: `type-${t.type}`,
      label: copy.stats.types[t.type] ?? t.type,
      value: formatCount(t.total),
    })),
  ];
  return (
    <>
      {data && types ? <StatTiles tiles={tiles} /> : <StatsLoading />}
      <Titled title={copy.stats.topSharers}>
        {data ? (
          <RankingList
            data-testid="top-sharers"
            aria-label={copy.stats.topSharers}
            rows={memberRows(data.sharers, copy.stats.shares, signedIn)}
          />
        ) : (
          <StatsLoading />
        )}
      </Titled>
      <Titled title={copy.stats.badges} state={badges ? 'ready' : 'loading'}>
        {badges ? <BadgeShelf badges={shelfItems(badges, signedIn)} shopHref="/coin" /> : <StatsLoading />}
      </Titled>
      <Titled title={copy.stats.topCreators}>
        {data ? (
          <RankingList
            data-testid="top-creators"
            aria-label={copy.stats.topCreators}
            rows={memberRows(data.creators, copy.stats.shares, signedIn)}
          />
        ) : (
          <StatsLoading />
        )}
      </Titled>
      <Titled title={copy.stats.topPosts}>
        {data ? (
          <RankingList
            data-testid="top-posts"
            aria-label={copy.stats.topPosts}
            rows={postRows(shortLinkBase, data.posts, signedIn)}
          />
        ) : (
          <StatsLoading />
        )}
      </Titled>
      <Titled title={copy.stats.activeUsers}>
        {data ? (
          <ActiveUsersGrid
            users={data.active.map((p) => ({
              uid: p.uid,
              name: p.name,
              href: userPath(p.uid, signedIn),
              avatarSrc: p.picture,
            }))}
          />
        ) : (
          <StatsLoading />
        )}
      </Titled>
      <Titled title={copy.stats.thanksTitle}>
        <Text>{copy.stats.thanks}</Text>
      </Titled>
    </>
  );
}
