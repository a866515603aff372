/**
 * Offline reading of a screen (ADR 024), for the screen modules that opt in with `offline =
 * keptOffline(rule)`: their loader's read falls back on the copy kept last (offline, or when the
 * read got no answer), and their component shows, above a kept copy, the time it was kept. Imported
 * by those modules only (never with another first screen); the kept copies themselves
 * (`keptScreens.ts`) load when a copy is needed. The mark on kept data (`markKept`, `keptAtOf`) lives
 * here too: the keeping reads it.
 */
import type { Session } from '@lightbearers/api-client';
import { type ComponentType, createElement, Fragment, lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { isNetworkFailure } from '../router/failure';
import type { OfflineReading } from '../router/screen';

const KEPT_AT = Symbol.for('lightbearers.keptAt');

/** Marks a screen's data as the copy kept at `keptAt` (ms), on a property JSON never writes. */
export function markKept<T>(data: T, keptAt: number): T {
  if (typeof data === 'object' && data !== null) Object.defineProperty(data, KEPT_AT, { value: keptAt });
  return data;
}

/** When a screen's data was kept for offline reading, or null for data read just now. */
export function keptAtOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const at = (data as Record<symbol, unknown>)[KEPT_AT];
  return typeof at === 'number' ? at : null;
}

/** The copy kept for `session` at `url`, marked, or null. */
function keptCopy(url: URL, session: Session | null): Promise<unknown> {
  return import('./keptScreens').then((m) => m.keptData(m.ownerOf(session), `${url.pathname}${url.search}`));
}

/**
 * Offline, the copy kept last; online, the read — or the copy kept last when the read got no
 * answer; with no copy kept, the read's own failure (the route then shows the offline state).
 */
async function readOrKept<Data>(read: () => Promise<Data>, url: URL, session: Session | null): Promise<Data> {
  if (!navigator.onLine) {
    const copy = await keptCopy(url, session);
    if (copy !== null) return copy as Data;
  }
  try {
    return await read();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await keptCopy(url, session);
    if (copy === null) throw error;
    return copy as Data;
  }
}

const KeptNotice = lazy(() => import('./KeptNotice'));

/**
 * The screen with, above it when its data is a kept copy, the time it was kept. (No JSX here: this
 * module is also read by the keeping, which must not bring the JSX runtime's chunk on its own.)
 */
function withKeptNotice(Screen: ComponentType): ComponentType {
  return function KeptScreen() {
    const keptAt = keptAtOf(useLoaderData());
    return createElement(
      Fragment,
      null,
      keptAt === null
        ? null
        : createElement(Suspense, { fallback: null }, createElement(KeptNotice, { keptAt })),
      createElement(Screen),
    );
  };
}

/** A screen kept for offline reading; `keep` says whether a read is worth keeping. */
export function keptOffline<Data>(keep: (data: Data) => boolean): OfflineReading<Data> {
  return { keep, read: readOrKept, screen: withKeptNotice };
}
