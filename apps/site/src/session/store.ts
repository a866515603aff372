/**
 * The session: one jotai atom is the single source of truth in the app; the two stores (cookie and
 * local storage, `./storage`) follow it. Router loaders (guards) and the api client read the same
 * store outside React through `appStore`.
 */
import type { Session } from '@lightbearers/api-client';
import { atom, createStore, useStore } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { clearStoredLogin, readStoredLogin, writeStoredLogin } from './storage';

/** The app's one jotai store (the `Provider` in `main.tsx` gives it to React). */
export const appStore = createStore();

/** The signed-in member's login data (product §3), or null. */
export const sessionAtom = atom<Session | null>(null);

/**
 * The login a page the service rendered was rendered for (its cookie), kept by the browser when it
 * starts hydrating that page; unset on the service and in a page the browser renders itself.
 */
const servedSessionAtom = atom<Session | null | undefined>(undefined);

/** Keeps the login the page's HTML was rendered for, before the browser hydrates it. */
export function hydrateWithSession(session: Session | null, store = appStore): void {
  store.set(servedSessionAtom, session);
}

/**
 * The signed-in member's login data in a component. A part React hydrates later (its code or data
 * arrives after the page's first commit) hydrates with the login the page was rendered for, then
 * re-renders with the current one: a sign-in that lands while the page still hydrates (a token in
 * the address, a switch of member) never makes the browser's HTML differ from the service's.
 */
export function useSession(options: { store?: ReturnType<typeof createStore> } = {}): Session | null {
  const store = useStore(options);
  const subscribe = useCallback((notify: () => void) => store.sub(sessionAtom, notify), [store]);
  const current = useCallback(() => store.get(sessionAtom), [store]);
  const served = useCallback(() => {
    const session = store.get(servedSessionAtom);
    return session === undefined ? store.get(sessionAtom) : session;
  }, [store]);
  return useSyncExternalStore(subscribe, current, served);
}

/** Whether someone is signed in, in a component (see `useSession`). */
export function useSignedIn(): boolean {
  return useSession() !== null;
}

/** What start-up found: a login, none, or login data without a user id that was dropped. */
export type LoadResult = 'session' | 'none' | 'dropped';

/**
 * Reads the stored login into the atom. Login data without a user id (product §2) is deleted from
 * both stores: the caller then sends the member to `/`.
 */
export function loadSession(store = appStore): LoadResult {
  const stored = readStoredLogin();
  if (stored.kind === 'session') {
    store.set(sessionAtom, stored.session);
    return 'session';
  }
  store.set(sessionAtom, null);
  if (stored.kind === 'invalid') {
    clearStoredLogin();
    return 'dropped';
  }
  return 'none';
}

/** Signs in: the atom and both stores, for 30 days. */
export function startSession(session: Session, store = appStore): void {
  writeStoredLogin(session);
  store.set(sessionAtom, session);
}

/** Signs out locally: the atom and both stores. (LIFF is ended by `logout` in `./signIn`.) */
export function endSession(store = appStore): void {
  clearStoredLogin();
  store.set(sessionAtom, null);
}

/** The current session, outside React. */
export function currentSession(store = appStore): Session | null {
  return store.get(sessionAtom);
}
