/**
 * What the post page loads (product §2 "Post pages", §7): the post (`{id}` = `all`: the newest post
 * the query flags allow), its author, its previous/next neighbours under the same flags, and — for
 * the owner — the pin.
 */
import {
  type Client,
  getLatestPost,
  getPost,
  getPostNeighbours,
  getPostPins,
  getProfileByUid,
  type Post,
  type PostNeighbours,
  type PostPin,
  type Profile,
} from '@lightbearers/api-client';
import { isOwner, type NeighbourFilter } from '@lightbearers/domain';

export interface PostPageData {
  post: Post;
  author: Profile | null;
  neighbours: PostNeighbours;
  /** The owner's pin of this post, or null (only looked up for the owner). */
  pin: PostPin | null;
}

/** Loads one post page; throws when the post is missing or cannot be read (the page goes to 404). */
export async function loadPostPage(
  client: Client,
  id: number | 'all',
  filter: NeighbourFilter,
  me: number | null,
): Promise<PostPageData> {
  const post = id === 'all' ? await getLatestPost(client, filter) : await getPost(client, id);
  if (!post) throw new Error('no post matches the filters');
  const owner = isOwner(post.uid, me);
  const [author, neighbours, pins] = await Promise.all([
    getProfileByUid(client, post.uid).catch(() => null),
    getPostNeighbours(client, post.id, filter).catch(() => ({ pre: null, next: null })),
    owner && me !== null ? getPostPins(client, me).catch(() => []) : Promise.resolve([]),
  ]);
  return { post, author, neighbours, pin: pins.find((pin) => pin.pid === post.id) ?? null };
}
