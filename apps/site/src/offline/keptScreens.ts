/**
 * The screens a member read, kept for offline reading (ADR 024). What a screen showed — its
 * loader's data, JSON by design (ADR 037) — is kept under its address after it was read online
 * (rendered by the service and hydrated, or read by a loader in the browser), in the Cache API,
 * under the member it was read for (a visitor's apart), within a number of screens and of bytes,
 * oldest out first. Offline, or when a read gets no answer, the route's loader answers the kept
 * copy, marked with the time it was kept (`keptReading.ts`). A copy is read only by the build that
 * wrote it (the shape of a screen's data may change between builds). Logout forgets them all
 * (`clearOfflineReads`).
 */
import type { Session } from '@lightbearers/api-client';
import { pageOrigin } from '../siteOrigin';
import { type CacheBounds, type CacheLike, KEPT_AT, keep } from './bounded';
import { markKept } from './keptReading';

/** At most 40 screens and 4 MB (the demo feed's first page with its rows is 99 kB, a post 2 kB). */
export const SCREEN_BOUNDS: CacheBounds = {
  maxEntries: 40,
  maxBytes: 4 * 1000 * 1000,
  maxEntryBytes: 500 * 1000,
};

/** One kept screen. */
export interface KeptScreen<Data = unknown> {
  /** The address it was read at (path and query). */
  path: string;
  /** Its title, as its meta gave it. */
  title: string;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
  /** The build that kept it. */
  build: string;
  data: Data;
}

/** The cache of kept screens. */
export const SCREENS_CACHE = 'lightbearers-site-screens';

/** Where earlier builds kept the service's answers; emptied on logout too, until no device has it. */
export const RETIRED_READS_CACHE = 'lightbearers-site-reads';

const BUILD = 'x-kept-build';
const PATH = 'x-kept-path';
const TITLE = 'x-kept-title';

/** What the kept screens live in (the browser's `caches`; a fake in tests). */
export interface ScreenStore {
  open(name: string): Promise<CacheLike>;
  delete(name: string): Promise<boolean>;
}

function browserStore(): ScreenStore | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Whose screens: the member's (`u20`), else the visitor's. */
export function ownerOf(session: Pick<Session, 'userID'> | null): string {
  return session ? `u${session.userID}` : 'visitor';
}

/** The cache key of `path` kept for `owner` (never fetched: only the Cache API reads it). */
function keyOf(owner: string, path: string): string {
  return new URL(`/__kept/${owner}${path.startsWith('/') ? path : `/${path}`}`, pageOrigin()).href;
}

/**
 * The build this page runs: its entry script's address, whose hash changes with any chunk of the
 * build (each chunk's name is in the entry's code).
 */
export function currentBuild(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const entry = doc?.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry ? new URL(entry.src, 'http://localhost').pathname : 'development';
}

/** Keeps `screen` for `owner`; answers false when it was too large to keep. */
export async function keepScreen(
  owner: string,
  screen: KeptScreen,
  store: ScreenStore | null = browserStore(),
): Promise<boolean> {
  if (!store) return false;
  const cache = await store.open(SCREENS_CACHE);
  // What a list shows rides in headers, so listing reads no bodies.
  const body = new Response(JSON.stringify(screen), {
    headers: {
      'content-type': 'application/json',
      [BUILD]: screen.build,
      [PATH]: encodeURIComponent(screen.path),
      [TITLE]: encodeURIComponent(screen.title),
    },
  });
  return keep(cache, keyOf(owner, screen.path), body, screen.keptAt, SCREEN_BOUNDS);
}

/** The screen kept for `owner` at `path` by this build, or null. */
export async function readKeptScreen<Data = unknown>(
  owner: string,
  path: string,
  build: string = currentBuild(),
  store: ScreenStore | null = browserStore(),
): Promise<KeptScreen<Data> | null> {
  if (!store) return null;
  const response = await (await store.open(SCREENS_CACHE)).match(keyOf(owner, path));
  if (!response) return null;
  try {
    const screen = (await response.json()) as KeptScreen<Data>;
    return screen.build === build && screen.path === path ? screen : null;
  } catch {
    return null;
  }
}

/** The data kept for `owner` at `path`, marked with when it was kept (`keptAtOf`), or null. */
export async function keptData(
  owner: string,
  path: string,
  build?: string,
  store?: ScreenStore | null,
): Promise<unknown> {
  const screen = await readKeptScreen(owner, path, build, store);
  return screen ? markKept(screen.data, screen.keptAt) : null;
}

/** A kept screen as a list shows it. */
export type KeptScreenSummary = Pick<KeptScreen, 'path' | 'title' | 'keptAt'>;

/** The screens kept for `owner` by this build, newest first. */
export async function listKeptScreens(
  owner: string,
  build: string = currentBuild(),
  store: ScreenStore | null = browserStore(),
): Promise<KeptScreenSummary[]> {
  if (!store) return [];
  const cache = await store.open(SCREENS_CACHE);
  const prefix = keyOf(owner, '/');
  const found: KeptScreenSummary[] = [];
  for (const request of await cache.keys()) {
    if (!request.url.startsWith(prefix)) continue;
    const headers = (await cache.match(request))?.headers;
    if (headers?.get(BUILD) !== build) continue;
    try {
      found.push({
        path: decodeURIComponent(headers.get(PATH) ?? ''),
        title: decodeURIComponent(headers.get(TITLE) ?? ''),
        keptAt: Number(headers.get(KEPT_AT)),
      });
    } catch {
      // A damaged entry is left for the bounds to push out.
    }
  }
  return found.sort((a, b) => b.keptAt - a.keptAt);
}

/** Forgets every kept screen, every member's (logout). */
export async function forgetKeptScreens(store: ScreenStore | null = browserStore()): Promise<void> {
  await store?.delete(SCREENS_CACHE);
}

/** Logout: forgets every kept screen and what earlier builds kept — nothing of the member stays. */
export async function clearOfflineReads(store: ScreenStore | null = browserStore()): Promise<void> {
  await Promise.all([store?.delete(SCREENS_CACHE), store?.delete(RETIRED_READS_CACHE)]);
}
