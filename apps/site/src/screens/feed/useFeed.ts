/**
 * The feed's state in React: page 1 from the route's loader, then the pages loaded as the member
 * scrolls — the authors' profiles, one load at a time (a flag blocks duplicates), stop on an empty
 * page. Each later page's like state goes into the posts' own atoms (`seedLikes`), not into this
 * state. The later pages' loading, the typed calls and the site's client load with the first of
 * them: a feed the service rendered hydrates with page 1, without them (ADR 037).
 */
import type { Post, Profile } from '@lightbearers/api-client';
import type { PagedList } from '@lightbearers/domain';
import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { seedLikes } from '../../posts/likes';
import { siteClient } from '../../router/calls';
import type { FeedFirstPage, FeedHead, FeedQuery } from './loadFeed';

export interface FeedState {
  list: PagedList<Post>;
  /** Authors by uid. */
  profiles: ReadonlyMap<number, Profile>;
  loading: boolean;
  /** The last load failed (the list keeps what it had; `loadMore` tries again). */
  failed: boolean;
}

export interface UseFeed extends FeedState {
  /** Loads the next page unless one is loading or the list is done. */
  loadMore: () => void;
}

export function useFeed(query: FeedQuery, first: FeedFirstPage): UseFeed {
  const store = useStore();
  const [state, setState] = useState<FeedState>(() => ({
    list: first.list,
    profiles: new Map(first.profiles.map((profile) => [profile.uid, profile])),
    loading: false,
    failed: first.failed,
  }));
  const busy = useRef(false);
  const pending = useRef<PagedList<Post> | null>(null);
  const current = useRef(state);
  current.current = state;
  const head = useRef<FeedHead>(first.head);
  const alive = useRef(true);
  const { cat, types } = query;

  const loadMore = useCallback(() => {
    const { list, profiles } = current.current;
    if (busy.current || list.done) return;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    Promise.all([import('./loadFeed'), siteClient()])
      .then(([{ loadFeedPage }, client]) =>
        loadFeedPage(client, { cat, types }, list, head.current, new Set(profiles.keys())),
      )
      .then((result) => {
        if (!alive.current) {
          busy.current = false;
          return;
        }
        head.current = result.head;
        // The load ends when this list has rendered (below), so a call in between cannot ask for
        // the same page again.
        pending.current = result.list;
        seedLikes(result.list.items.slice(list.items.length), store);
        // A page is a dozen cards or more (pins and top posts come with page 1): rendered in a
        // transition, in slices that yield to input, not as one long task (TBT, ADR 027).
        startTransition(() =>
          setState((s) => {
            const merged = new Map(s.profiles);
            for (const profile of result.profiles) merged.set(profile.uid, profile);
            return { list: result.list, profiles: merged, loading: false, failed: false };
          }),
        );
      })
      .catch((error: unknown) => {
        console.error('feed page failed', error);
        busy.current = false;
        if (alive.current) setState((s) => ({ ...s, loading: false, failed: true }));
      });
  }, [cat, types, store]);

  // The page committed: the next one may load.
  useEffect(() => {
    if (state.list === pending.current) busy.current = false;
  }, [state.list]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  return { ...state, loadMore };
}
