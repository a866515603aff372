/**
 * Loading the feed page by page (product §4 "Feed"): page 1 brings the pinned posts (unfiltered feed
 * only) and today's top posts (one per author) with the first page, in domain's order
 * (`assembleFeedPage`); later pages leave those out. The list (`PagedList`) stops at the first empty
 * page. The authors' profiles of each page are loaded with it (names and pictures of the cards).
 */
import {
  type Client,
  getFeedPage,
  getPinned,
  getPosts,
  getProfilesByUids,
  getProfilesPage,
  getTopOfDay,
  PAGE_SIZES,
  type Post,
  type PostType,
  type Profile,
} from '@lightbearers/api-client';
import { appendPage, assembleFeedPage, emptyPagedList, type PagedList } from '@lightbearers/domain';
import { isNetworkFailure } from '../../router/failure';
import { VIDEO_TYPES, type VideoSocial } from './videos';

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

/** Pins and top posts are extras: when they fail the feed still loads (product §8: logged only). */
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

/** A feed's first page as its loader reads it: the posts, what went above them, their authors. */
export interface FeedFirstPage extends FeedPageResult {
  /** Page 1 could not be read (the screen offers a retry). */
  failed: boolean;
}

const noHead: FeedHead = { pinned: [], topOfDay: [] };

/**
 * Page 1 of a feed; a failure is part of the answer (the screen shows it with a retry), except a
 * read that got no answer: the route then shows the page kept last, or the offline state.
 */
export async function loadFirstFeedPage(client: Client, query: FeedQuery): Promise<FeedFirstPage> {
  try {
    return {
      ...(await loadFeedPage(client, query, emptyPagedList<Post>(), noHead, new Set())),
      failed: false,
    };
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.error('feed page failed', error);
    return { list: emptyPagedList<Post>(), head: noHead, profiles: [], failed: true };
  }
}

/** The rows above the posts; a row that fails is empty and left out (logged). */
export interface FeedRowsData {
  tiktok: Post[];
  youtube: Post[];
  creators: Profile[];
}

async function row<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.warn(`${what} failed`, error);
    return [];
  }
}

/** The first videos of a social (the carousels: 15). */
function videos(client: Client, social: VideoSocial): Promise<Post[]> {
  return getPosts(client, { types: VIDEO_TYPES[social], page: 1, pageSize: PAGE_SIZES.carousel }).then(
    (page) => page.items,
  );
}

/** The TikTok, YouTube and creators rows, read together. */
export async function loadFeedRows(client: Client): Promise<FeedRowsData> {
  const [youtube, tiktok, creators] = await Promise.all([
    row('youtube carousel', () => videos(client, 'youtube')),
    row('tiktok carousel', () => videos(client, 'tiktok')),
    row('creators', () => getProfilesPage(client, { page: 1, type: 'creator' }).then((page) => page.items)),
  ]);
  return { tiktok, youtube, creators };
}
