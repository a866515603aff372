/**
 * The post page's like state: optimistic toggle, rolled back on failure, the server's liker list
 * kept on success (spec §4 "Like"). A thin adapter with the shape of the feed's per-post like
 * atoms, so the page can switch to them without changing its markup.
 */
import { type Client, toggleLike, type UserRef } from '@lightbearers/api-client';
import { hasLiked } from '@lightbearers/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LikeState {
  likers: readonly UserRef[];
  liked: boolean;
  busy: boolean;
  toggle: () => void;
}

/** Adds or removes `me` from `likers` (newest first), as the server will. */
export function optimisticLikers(likers: readonly UserRef[], me: UserRef, liked: boolean): UserRef[] {
  const others = likers.filter((liker) => liker.id !== me.id);
  return liked ? [me, ...others] : others;
}

export function usePostLike(
  client: Client,
  postId: number,
  initial: readonly UserRef[],
  me: UserRef | null,
): LikeState {
  const [likers, setLikers] = useState<readonly UserRef[]>(initial);
  const [busy, setBusy] = useState(false);
  const current = useRef(likers);
  current.current = likers;
  // A new post (previous/next) starts from its own likers.
  useEffect(() => setLikers(initial), [initial]);
  const liked = hasLiked(likers, me?.id);
  const toggle = useCallback(() => {
    if (!me || busy) return;
    const before = current.current;
    setLikers(optimisticLikers(before, me, !hasLiked(before, me.id)));
    setBusy(true);
    toggleLike(client, postId)
      .then((fresh) => setLikers(fresh))
      .catch((error: unknown) => {
        // Spec §8: like failures are logged only; the optimistic change is undone.
        console.warn('like failed', error);
        setLikers(before);
      })
      .finally(() => setBusy(false));
  }, [client, postId, me, busy]);
  return { likers, liked, busy, toggle };
}
