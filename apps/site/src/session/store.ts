/**
 * The session: one jotai atom is the single source of truth in the app; the two stores (cookie and
 * local storage, `./storage`) follow it. Router loaders (guards) and the api client read the same
 * store outside React through `appStore`.
 */
import type { Session } from '@lightbearers/api-client';
import { atom, createStore } from 'jotai';
import { clearStoredLogin, readStoredLogin, writeStoredLogin } from './storage';

/** The app's one jotai store (the `Provider` in `main.tsx` gives it to React). */
export const appStore = createStore();

/** The signed-in member's login data (product §3), or null. */
export const sessionAtom = atom<Session | null>(null);

/** Whether someone is signed in. */
export const signedInAtom = atom((get) => get(sessionAtom) !== null);

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
