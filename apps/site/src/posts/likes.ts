/**
 * Each post's like state in its own jotai atom (a keyed atom map, `likeAtom(postId)`), so a tap
 * re-renders only the card or page that reads that post (ADR 027). The feed and the post page
 * seed the atoms from the posts they load (`seedLikes`), read them with `useLike(postId)` and
 * toggle with `likePost(postId)`: optimistic, rolled back on failure, one request per post at a
 * time; signed out, a tap opens the login dialog instead (product §6: visitors cannot like).
 */
import type { Client, Post, UserRef } from '@lightbearers/api-client';
import { formatCount, hasLiked } from '@lightbearers/domain';
import { atom, type PrimitiveAtom, useAtomValue, useStore } from 'jotai';
import { useCallback, useRef } from 'react';
import { loginDialogOpenAtom } from '../app/loginDialog';
import { deviceOffline, sayNeedsConnection } from '../offline/connectionNotice';
import { offlineCopy } from '../offline/copy';
import { withCalls } from '../router/calls';
import { isNetworkFailure } from '../router/failure';
import { appStore, sessionAtom, useSession } from '../session/store';

/** One post's like state. */
export interface LikeState {
  /** The likers, newest first (the service's answer, or the optimistic guess while pending). */
  likers: readonly UserRef[];
  /** How many liked (the service may count more likers than it lists). */
  count: number;
  /** A toggle is on its way to the service. */
  pending: boolean;
}

type Store = typeof appStore;

/** What a post brings of its likes (a loaded post, or its id and counts). */
export type LikeSource = Pick<Post, 'id' | 'likers' | 'likeCount'>;

const EMPTY: LikeState = { likers: [], count: 0, pending: false };
const atoms = new Map<number, PrimitiveAtom<LikeState | null>>();

/**
 * The atom of one post's like state (the same atom for the same id, for the app's lifetime). It is
 * null until a tap or a reload writes it: until then the post's own data is its state, so a page the
 * service rendered hydrates with exactly what it showed, with nothing to seed first.
 */
export function likeAtom(postId: number): PrimitiveAtom<LikeState | null> {
  let found = atoms.get(postId);
  if (!found) {
    found = atom<LikeState | null>(null);
    found.debugLabel = `like:${postId}`;
    atoms.set(postId, found);
  }
  return found;
}

/** Forgets every written like state in `store` (each post shows its own data again): a fresh page story. */
export function forgetLikes(store: Store = appStore): void {
  for (const target of atoms.values()) store.set(target, null);
}

/** The like state a loaded post brings. */
export function likeStateOf(post: Pick<Post, 'likers' | 'likeCount'>): LikeState {
  return { likers: post.likers, count: Math.max(post.likeCount, post.likers.length), pending: false };
}

/**
 * Writes loaded posts' like state into their atoms. A post with a toggle on its way keeps its
 * optimistic state (the answer settles it); an unchanged state is not written (no re-render).
 */
export function seedLikes(posts: ReadonlyArray<LikeSource>, store: Store = appStore): void {
  for (const post of posts) {
    const target = likeAtom(post.id);
    const current = store.get(target);
    if (current?.pending) continue;
    const next = likeStateOf(post);
    if (current && current.count === next.count && sameLikers(current.likers, next.likers)) continue;
    store.set(target, next);
  }
}

function sameLikers(a: readonly UserRef[], b: readonly UserRef[]): boolean {
  return a.length === b.length && a.every((liker, i) => liker.id === b[i]?.id);
}

/** What a tap did (`offline`: refused, the device has no connection; nothing changed). */
export type LikeOutcome = 'liked' | 'unliked' | 'signed-out' | 'busy' | 'offline' | 'failed';

export interface LikeDeps {
  store?: Store;
  client?: Client;
}

/**
 * Toggles the signed-in member's like of a post: the atom changes at once, the service answers
 * the new liker list (kept), a failure puts the state back (product §8: logged only). Signed out it
 * opens the login dialog. A second tap while the first is on its way is ignored. Offline nothing
 * changes and the offline notice says a like needs a connection (ADR 024); so it does when the
 * request got no answer, after the state was put back.
 */
export async function likePost(post: number | LikeSource, deps: LikeDeps = {}): Promise<LikeOutcome> {
  const store = deps.store ?? appStore;
  const postId = typeof post === 'number' ? post : post.id;
  const session = store.get(sessionAtom);
  if (!session) {
    store.set(loginDialogOpenAtom, true);
    return 'signed-out';
  }
  const target = likeAtom(postId);
  const before = store.get(target) ?? (typeof post === 'number' ? EMPTY : likeStateOf(post));
  if (before.pending) return 'busy';
  if (deviceOffline()) {
    sayNeedsConnection(offlineCopy.like);
    return 'offline';
  }
  const me: UserRef = {
    id: session.userID,
    name: session.name,
    picture: session.picture ?? session.profile_picture ?? session.google_picture ?? null,
  };
  const wasLiked = hasLiked(before.likers, me.id);
  store.set(target, {
    likers: wasLiked ? before.likers.filter((liker) => liker.id !== me.id) : [me, ...before.likers],
    count: Math.max(0, before.count + (wasLiked ? -1 : 1)),
    pending: true,
  });
  try {
    // The client and its calls load with the first tap (ADR 037): the atom has already changed.
    const likers = await withCalls((calls, client) => calls.toggleLike(client, postId), deps.client);
    const nowLiked = hasLiked(likers, me.id);
    // The service lists every liker; never show fewer than it lists.
    const count = Math.max(likers.length, before.count + (nowLiked === wasLiked ? 0 : nowLiked ? 1 : -1));
    store.set(target, { likers, count, pending: false });
    return nowLiked ? 'liked' : 'unliked';
  } catch (error) {
    console.error('like failed', error);
    store.set(target, { ...before, pending: false });
    if (isNetworkFailure(error)) sayNeedsConnection(offlineCopy.like);
    return 'failed';
  }
}

/** What a post's like controls need. */
export interface UseLike {
  /** The signed-in member is among the likers. */
  liked: boolean;
  count: number;
  /** The count with thousands separators. */
  countLabel: string;
  likers: readonly UserRef[];
  pending: boolean;
  /** Signed in (visitors get no like toggle, product §6). */
  canLike: boolean;
  /** The tap: `likePost(postId)` (stable for a post id). */
  toggle: () => Promise<LikeOutcome>;
}

/** One post's like state and its toggle; re-renders only when this post's atom changes. */
export function useLike(post: LikeSource, client?: Client): UseLike {
  const store = useStore();
  const stored = useAtomValue(likeAtom(post.id), { store });
  const session = useSession({ store });
  // The post's own likes until a tap or a reload writes the atom (see `likeAtom`).
  const state = stored ?? likeStateOf(post);
  // The post object may be new on each render of a list; the toggle stays the same for one post id.
  const source = useRef(post);
  source.current = post;
  const toggle = useCallback(
    () => likePost(source.current, client ? { store, client } : { store }),
    [store, client],
  );
  return {
    liked: hasLiked(state.likers, session?.userID),
    count: state.count,
    countLabel: formatCount(state.count),
    likers: state.likers,
    pending: state.pending,
    canLike: session !== null,
    toggle,
  };
}
