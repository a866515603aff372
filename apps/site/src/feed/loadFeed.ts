/**
 * Loading the feed page by page (spec §4 "Feed"): page 1 brings the pinned posts (unfiltered feed
 * only) and today's top posts (one per author) with the first page, in domain's order
 * (`assembleFeedPage`); later pages leave those out. The list (`PagedList`) stops at the first empty
 * page. The authors' profiles of each page are loaded with it (names and pictures of the cards).
 */
import {
  type Client,
  getFeedPage,
  getPinned,
  getProfilesByUids,
  getTopOfDay,
  type Post,
  type PostType,
  type Profile,
} from '@lightbearers/api-client';
import { appendPage, assembleFeedPage, type PagedList } from '@lightbearers/domain';

/** Which posts a feed lists. */
export interface FeedQuery {
  /** One category (`/all/cat/{id}`, `/all/other/{cat}`), or all. */
  cat: number | null;
  /** Only these types (`null`: every type). */
  types: readonly PostType[] | null;
}

/** What page 1 put above the posts; later pages leave these out. */
export interface FeedHead {
  pinned: Post[];
  topOfDay: Post[];
}

export interface FeedPageResult {
  list: PagedList<Post>;
  head: FeedHead;
  /** The authors of this page that were not known yet. */
  profiles: Profile[];
}

/** Pins and top posts are extras: when they fail the feed still loads (spec §8: logged only). */
async function optional<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.warn(`${what} failed`, error);
    return [];
  }
}

/**
 * Loads the page after `list` and adds it. An empty page ends the list; a page whose posts were all
 * shown above (pinned or top) moves on without ending it.
 */
export async function loadFeedPage(
  client: Client,
  query: FeedQuery,
  list: PagedList<Post>,
  head: FeedHead,
  knownAuthors: ReadonlySet<number>,
): Promise<FeedPageResult> {
  const page = list.page + 1;
  const filter = { cat: query.cat, types: query.types, page };
  const unfiltered = query.cat === null && query.types === null;
  const [posts, pinned, topOfDay] = await Promise.all([
    getFeedPage(client, filter),
    page === 1 && unfiltered ? optional('pins', () => getPinned(client, null)) : Promise.resolve(head.pinned),
    page === 1 && query.types === null
      ? optional('top posts', () => getTopOfDay(client, { cat: query.cat }))
      : Promise.resolve(head.topOfDay),
  ]);
  const nextHead = { pinned, topOfDay };
  const assembled = assembleFeedPage({ page, pinned, topOfDay, posts: posts.items });
  const next: PagedList<Post> =
    posts.items.length === 0
      ? appendPage(list, [])
      : assembled.length === 0
        ? { ...list, page }
        : appendPage(list, assembled);
  const uids = [...new Set(assembled.map((post) => post.uid))].filter((uid) => !knownAuthors.has(uid));
  const profiles = uids.length ? await optional('profiles', () => getProfilesByUids(client, uids)) : [];
  return { list: next, head: nextHead, profiles };
}
