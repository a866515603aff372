/**
 * The feed's state in React: the posts loaded so far, the authors' profiles, one load at a time
 * (a flag blocks duplicates, spec §4), stop on an empty page. Each page's like state goes into the
 * posts' own atoms (`seedLikes`), not into this state.
 */
import type { Client, Post, Profile } from '@lightbearers/api-client';
import { emptyPagedList, type PagedList } from '@lightbearers/domain';
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { seedLikes } from '../posts/likes';
import { type FeedHead, type FeedQuery, loadFeedPage } from './loadFeed';

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

const noHead: FeedHead = { pinned: [], topOfDay: [] };

export function useFeed(client: Client, query: FeedQuery): UseFeed {
  const store = useStore();
  const [state, setState] = useState<FeedState>(() => ({
    list: emptyPagedList<Post>(),
    profiles: new Map(),
    loading: true,
    failed: false,
  }));
  const busy = useRef(false);
  const current = useRef(state);
  current.current = state;
  const head = useRef<FeedHead>(noHead);
  const alive = useRef(true);
  const { cat, types } = query;

  const loadMore = useCallback(() => {
    const { list, profiles } = current.current;
    if (busy.current || list.done) return;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    loadFeedPage(client, { cat, types }, list, head.current, new Set(profiles.keys()))
      .then((result) => {
        if (!alive.current) return;
        head.current = result.head;
        seedLikes(result.list.items.slice(list.items.length), store);
        setState((s) => {
          const merged = new Map(s.profiles);
          for (const profile of result.profiles) merged.set(profile.uid, profile);
          return { list: result.list, profiles: merged, loading: false, failed: false };
        });
      })
      .catch((error: unknown) => {
        console.error('feed page failed', error);
        if (alive.current) setState((s) => ({ ...s, loading: false, failed: true }));
      })
      .finally(() => {
        busy.current = false;
      });
  }, [client, cat, types, store]);

  useEffect(() => {
    alive.current = true;
    loadMore();
    return () => {
      alive.current = false;
    };
  }, [loadMore]);

  return { ...state, loadMore };
}
