/** The signed-in member's side-menu data: counters (Clicks, Share, Posts) and badges, fetched once per member per visit. */
import { type Badge, type Client, getBadges, getSharedByUser } from '@lightbearers/api-client';
import { useEffect, useState } from 'react';

export interface MemberSummary {
  clicks: number;
  shares: number;
  posts: number;
  badges: Badge[];
}

const EMPTY: MemberSummary = { clicks: 0, shares: 0, posts: 0, badges: [] };
const cache = new Map<number, Promise<MemberSummary>>();

async function load(client: Client, uid: number): Promise<MemberSummary> {
  const [stats, badges] = await Promise.allSettled([getSharedByUser(client, uid), getBadges(client, uid)]);
  if (stats.status === 'rejected') console.warn('cannot get Stat', stats.reason);
  if (badges.status === 'rejected') console.warn('cannot get badge', badges.reason);
  return {
    clicks: stats.status === 'fulfilled' ? stats.value.sum : 0,
    shares: stats.status === 'fulfilled' ? stats.value.share : 0,
    posts: stats.status === 'fulfilled' ? stats.value.posts : 0,
    badges: badges.status === 'fulfilled' ? badges.value : [],
  };
}

export function useMemberSummary(client: Client, uid: number | null): MemberSummary {
  const [summary, setSummary] = useState<MemberSummary>(EMPTY);
  useEffect(() => {
    if (uid === null) return;
    let live = true;
    let pending = cache.get(uid);
    if (!pending) {
      pending = load(client, uid);
      cache.set(uid, pending);
    }
    void pending.then((s) => live && setSummary(s));
    return () => {
      live = false;
    };
  }, [client, uid]);
  return uid === null ? EMPTY : summary;
}
