/**
 * What a profile's tabs read, for the route's loader (page 1, the first lists) and for the tabs
 * themselves (later pages, another date range): plain data from the typed client, no React.
 */
import {
  type Client,
  type DayRange,
  getCreatorSharedPosts,
  getPostPins,
  getPosts,
  getSharedByUser,
  type Post,
  type PostPin,
  type PostType,
  type ShareStat,
} from '@lightbearers/api-client';
import {
  formatCount,
  PROFILE_POSTS_PAGE_SIZE,
  type ProfileTab,
  postPath,
  sharedClickTier,
  statsPostDescription,
} from '@lightbearers/domain';
import type { ShareStatsRow } from '@lightbearers/ui';

/** The posts tabs. */
export type PostsTab = Exclude<ProfileTab, 'share'>;

/** The post types each tab lists (`other` lists every type). */
export const TAB_TYPES: Record<PostsTab, readonly PostType[] | null> = {
  other: null,
  youtube: ['videoYoutube'],
  tiktok: ['videoTikTok'],
};

/** One page of a posts tab; page 1 carries the member's pinned posts first. */
export interface ProfilePostsPage {
  posts: Post[];
  page: number;
  done: boolean;
  /** The member's pins (page 1 only; later pages leave them as they were). */
  pins: PostPin[];
  /** The pinned posts' ids (left out of every later page). */
  pinnedIds: number[];
}

/** Reads page `page` of a member's posts tab. */
export async function loadProfilePosts(
  client: Client,
  uid: number,
  tab: PostsTab,
  page: number,
  pinnedIds: readonly number[] = [],
): Promise<ProfilePostsPage> {
  const types = TAB_TYPES[tab];
  let pinned: Post[] = [];
  let pins: PostPin[] = [];
  let pinnedNow = [...pinnedIds];
  if (page === 1) {
    pins = await getPostPins(client, uid);
    if (pins.length) {
      const read = await getPosts(client, { ids: pins.map((pin) => pin.pid), types, pageSize: pins.length });
      const byId = new Map(read.items.map((post) => [post.id, post]));
      pinned = pins.flatMap((pin) => {
        const post = byId.get(pin.pid);
        return post ? [{ ...post, pinned: true }] : [];
      });
    }
    pinnedNow = pinned.map((post) => post.id);
  }
  const read = await getPosts(client, {
    uid,
    types,
    notIds: pinnedNow,
    page,
    pageSize: PROFILE_POSTS_PAGE_SIZE,
  });
  const ids = new Set(pinned.map((post) => post.id));
  return {
    posts: [...pinned, ...read.items.filter((post) => !ids.has(post.id))],
    page,
    done: read.items.length === 0 || page >= read.pageCount,
    pins,
    pinnedIds: pinnedNow,
  };
}

/** The share tab's lists: what the member shared, and for creators what others shared of theirs. */
export interface ShareLists {
  shared: ShareStatsRow[];
  others: ShareStatsRow[] | undefined;
}

/** Rows in click order, each labelled with its post's description (the key when the post is gone). */
async function toRows(
  client: Client,
  stats: readonly ShareStat[],
  signedIn: boolean,
): Promise<ShareStatsRow[]> {
  const sorted = [...stats].sort((a, b) => b.clicks - a.clicks);
  const ids = [...new Set(sorted.flatMap((row) => (row.postId ? [row.postId] : [])))];
  const posts = ids.length ? (await getPosts(client, { ids, pageSize: ids.length })).items : [];
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

/** Reads the share tab's lists for `range` (all days when null). */
export async function loadShareLists(
  client: Client,
  uid: number,
  creator: boolean,
  signedIn: boolean,
  range: DayRange | null,
): Promise<ShareLists> {
  const days = range ?? undefined;
  const [shared, others] = await Promise.all([
    getSharedByUser(client, uid, days).then((stats) => toRows(client, stats.rows, signedIn)),
    creator
      ? getCreatorSharedPosts(client, uid, days).then((rows) => toRows(client, rows, signedIn))
      : undefined,
  ]);
  return { shared, others };
}
