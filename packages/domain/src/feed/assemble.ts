/** What feed assembly needs of a post: its id and its author. */
export interface FeedItem {
  id: number;
  /** The author's user id; a post without one counts as its own author. */
  uid?: number | null;
}

/** The pieces of one feed page as the service returns them. */
export interface FeedPageInput<T extends FeedItem> {
  /** 1-based page number. */
  page: number;
  /** Pinned posts, in pin order. */
  pinned?: readonly T[];
  /** Today's top posts, best first (several may share an author). */
  topOfDay?: readonly T[];
  /** The page's posts, newest first. */
  posts: readonly T[];
}

/** Today's top posts with only the best one of each author kept (posts without an author stay). */
export function topPostsOnePerAuthor<T extends FeedItem>(topOfDay: readonly T[]): T[] {
  const authors = new Set<number>();
  const ids = new Set<number>();
  const kept: T[] = [];
  for (const post of topOfDay) {
    if (ids.has(post.id)) continue;
    if (post.uid !== null && post.uid !== undefined) {
      if (authors.has(post.uid)) continue;
      authors.add(post.uid);
    }
    ids.add(post.id);
    kept.push(post);
  }
  return kept;
}

/**
 * One page of the feed (product §4 "Feed"): on page 1 the pinned posts at the very top, then today's
 * top posts one per author, then the page's posts; later pages hold only their posts, without the
 * pinned and top posts already shown. No post appears twice.
 */
export function assembleFeedPage<T extends FeedItem>(input: FeedPageInput<T>): T[] {
  const pinned = input.pinned ?? [];
  const top = topPostsOnePerAuthor(input.topOfDay ?? []);
  const head = input.page <= 1 ? [...pinned, ...top] : [];
  const shownAbove = new Set([...pinned, ...top].map((p) => p.id));
  const seen = new Set<number>();
  const result: T[] = [];
  for (const post of head) {
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    result.push(post);
  }
  for (const post of input.posts) {
    if (seen.has(post.id) || shownAbove.has(post.id)) continue;
    seen.add(post.id);
    result.push(post);
  }
  return result;
}
