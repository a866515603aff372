/**
 * `/topshare` and `/stat` (spec §2, §4 "stats lists"): the range pickers (default today), then the
 * sharer count and type counts, top sharers, badges (holders dialog, link to /coin), top shared
 * creators, top posts by clicks, the active members and the thanks. Every range change reloads the
 * sections that depend on it. A failed section shows empty (spec §8: stats loaders return empty).
 */
import {
  type BadgeWithHolders,
  type CachedProfile,
  type Client,
  type DayRange,
  getActiveUsers,
  getBadgesWithHolders,
  getCachedProfiles,
  getProfileTypeCounts,
  getTopClicks,
  getTopCreators,
  getTopSharers,
  type TopClick,
  type TopCreator,
  type TopSharer,
  type TypeCount,
} from '@lightbearers/api-client';
import {
  bangkokToday,
  clampStatsRange,
  formatCount,
  isPostType,
  postPath,
  shortLinkUrl,
  statsPostDescription,
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
  StatRange,
  type StatRangeValue,
  StatTiles,
  Text,
} from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { api } from '../api';
import { copy } from '../copy';
import { signedInAtom } from '../session/store';
import { Section, WideColumn } from './StatsPage';

/** What the page shows for one range (null while it loads). */
export interface StatsData {
  sharers: TopSharer[];
  creators: TopCreator[];
  posts: TopClick[];
  active: CachedProfile[];
}

/** A section's loader: its value, or the empty value after logging the failure (spec §8). */
function orEmpty<T>(promise: Promise<T>, empty: T, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.warn(`stats: ${what} failed`, error);
    return empty;
  });
}

/** Everything that depends on the range, in one round of parallel calls. */
export async function loadStats(client: Client, range: DayRange): Promise<StatsData> {
  const [sharers, creators, posts, activeIds] = await Promise.all([
    orEmpty(getTopSharers(client, range), [], 'top sharers'),
    orEmpty(getTopCreators(client, range), [], 'top creators'),
    orEmpty(getTopClicks(client, range), [], 'top posts'),
    orEmpty(getActiveUsers(client, range), [], 'active users'),
  ]);
  const profiles = await orEmpty(getCachedProfiles(client, activeIds), [], 'active profiles');
  const byUid = new Map(profiles.map((p) => [p.uid, p]));
  // The service's order, members without a profile card left out.
  const active = activeIds.flatMap((uid) => {
    const profile = byUid.get(uid);
    return profile ? [profile] : [];
  });
  return { sharers, creators, posts, active };
}

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

const postRows = (client: Client, rows: readonly TopClick[], signedIn: boolean) =>
  rows.map(
    (row): RankingListRow => ({
      key: row.postId,
      href: postPath(row.postId, signedIn),
      label: statsPostDescription(row.des),
      total: copy.stats.clicks(formatCount(row.clicks)),
      ...(isPostType(row.type) ? { icon: <PostTypeIcon type={row.type} /> } : {}),
      shortLinkHref: shortLinkUrl(client.shortLinkBase, row.key),
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

function Loading() {
  return (
    <SkeletonGroup label={copy.stats.loading}>
      <Skeleton shape="text" size="md" lines={5} />
    </SkeletonGroup>
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

export interface StatsRouteProps {
  client?: Client;
  /** Today's Bangkok day (stories fix it); domain's `bangkokToday()` by default. */
  today?: string;
  /** The first range (stories and tests); today to today by default (spec §2). */
  initialRange?: StatRangeValue;
}

export function StatsRoute({ client = api, today: fixedToday, initialRange }: StatsRouteProps) {
  const signedIn = useAtomValue(signedInAtom);
  const [today] = useState(() => fixedToday ?? bangkokToday());
  const [range, setRange] = useState<StatRangeValue>(() =>
    clampStatsRange(initialRange?.from, initialRange?.to, today),
  );
  const [data, setData] = useState<StatsData | null>(null);
  const [types, setTypes] = useState<TypeCount[] | null>(null);
  const [badges, setBadges] = useState<BadgeWithHolders[] | null>(null);

  // Range-free sections: once.
  useEffect(() => {
    let live = true;
    void orEmpty(getProfileTypeCounts(client), [], 'type counts').then((t) => live && setTypes(t));
    void orEmpty(getBadgesWithHolders(client), [], 'badges').then((b) => live && setBadges(b));
    return () => {
      live = false;
    };
  }, [client]);

  // Range sections: reloaded on every change; an answer for an older range is dropped.
  useEffect(() => {
    let live = true;
    setData(null);
    void loadStats(client, range).then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [client, range]);

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
    <WideColumn data-testid="stats-page" data-state={data ? 'ready' : 'loading'}>
      <Section>
        <Heading as="h1" size="2xl">
          {copy.stats.title}
        </Heading>
        <Text tone="muted">{copy.stats.lead}</Text>
        <StatRange today={today} value={range} onValueChange={setRange} />
      </Section>
      {data && types ? <StatTiles tiles={tiles} /> : <Loading />}
      <Titled title={copy.stats.topSharers}>
        {data ? (
          <RankingList
            data-testid="top-sharers"
            aria-label={copy.stats.topSharers}
            rows={memberRows(data.sharers, copy.stats.shares, signedIn)}
          />
        ) : (
          <Loading />
        )}
      </Titled>
      <Titled title={copy.stats.badges}>
        {badges ? <BadgeShelf badges={shelfItems(badges, signedIn)} shopHref="/coin" /> : <Loading />}
      </Titled>
      <Titled title={copy.stats.topCreators}>
        {data ? (
          <RankingList
            data-testid="top-creators"
            aria-label={copy.stats.topCreators}
            rows={memberRows(data.creators, copy.stats.shares, signedIn)}
          />
        ) : (
          <Loading />
        )}
      </Titled>
      <Titled title={copy.stats.topPosts}>
        {data ? (
          <RankingList
            data-testid="top-posts"
            aria-label={copy.stats.topPosts}
            rows={postRows(client, data.posts, signedIn)}
          />
        ) : (
          <Loading />
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
          <Loading />
        )}
      </Titled>
      <Titled title={copy.stats.thanksTitle}>
        <Text>{copy.stats.thanks}</Text>
      </Titled>
    </WideColumn>
  );
}
