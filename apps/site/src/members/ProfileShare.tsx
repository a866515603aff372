/**
 * A profile's share-statistics tab (spec §2): the posts the member shared with their clicks, for
 * creators also their posts others shared; a date range (from 2022-03-04) reloads both.
 */
import { getCreatorSharedPosts, getPosts, getSharedByUser, type ShareStat } from '@lightbearers/api-client';
import {
  bangkokToday,
  formatCount,
  postPath,
  sharedClickTier,
  statsPostDescription,
} from '@lightbearers/domain';
import { Alert, ShareStatsPanel, type ShareStatsRow, type StatRangeValue } from '@lightbearers/ui';
import { createContext, useContext, useEffect, useState } from 'react';
import { api } from '../api';
import { membersCopy } from './copy';

/** Where the tab reads today's Bangkok day (page stories fix it: screenshots never read the clock). */
export const TodayContext = createContext<() => string>(bangkokToday);

export interface ProfileShareProps {
  uid: number;
  creator: boolean;
  signedIn: boolean;
}

interface Lists {
  shared: ShareStatsRow[];
  others: ShareStatsRow[] | undefined;
}

/** Rows in click order, each labelled with its post's description (the key when the post is gone). */
async function toRows(stats: readonly ShareStat[], signedIn: boolean): Promise<ShareStatsRow[]> {
  const sorted = [...stats].sort((a, b) => b.clicks - a.clicks);
  const ids = [...new Set(sorted.flatMap((row) => (row.postId ? [row.postId] : [])))];
  const posts = ids.length ? (await getPosts(api, { ids, pageSize: ids.length })).items : [];
  const byId = new Map(posts.map((post) => [post.id, post]));
  return sorted.map((row, index) => {
    const post = row.postId ? byId.get(row.postId) : undefined;
    return {
      key: `${row.key}:${row.uid}:${index}`,
      href: row.postId ? postPath(row.postId, signedIn) : null,
      label: post ? statsPostDescription(post.des) : row.key,
      clicks: formatCount(row.clicks),
      tier: sharedClickTier(row.clicks),
    };
  });
}

export function ProfileShare({ uid, creator, signedIn }: ProfileShareProps) {
  const readToday = useContext(TodayContext);
  const [today] = useState(readToday);
  const [range, setRange] = useState<StatRangeValue | null>(null);
  const [lists, setLists] = useState<Lists>({ shared: [], others: creator ? [] : undefined });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const days = range ?? undefined;
    Promise.all([
      getSharedByUser(api, uid, days).then((stats) => toRows(stats.rows, signedIn)),
      creator ? getCreatorSharedPosts(api, uid, days).then((rows) => toRows(rows, signedIn)) : undefined,
    ]).then(
      ([shared, others]) => {
        if (!live) return;
        setLists({ shared, others });
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('cannot get Stat', error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [uid, creator, signedIn, range]);

  return (
    <>
      {failed ? (
        <Alert tone="danger" role="alert">
          {membersCopy.share.failed}
        </Alert>
      ) : null}
      <ShareStatsPanel
        data-testid="share-stats"
        today={today}
        range={range}
        onRangeChange={setRange}
        shared={lists.shared}
        others={lists.others}
        loading={loading}
      />
    </>
  );
}
