/**
 * A cache held within a number of entries and a number of bytes, oldest out first (ADR 024): the
 * service worker's pictures and the page's kept screens. Each entry carries when it was kept and
 * its size in two headers of its own, so trimming reads headers, never bodies. Used by the page
 * and by the worker (`src/worker/sw.ts`): no DOM, no window.
 */

/** When the entry was kept (ms since the epoch). */
export const KEPT_AT = 'x-kept-at';
/** The entry's body size in bytes. */
export const KEPT_BYTES = 'x-kept-bytes';

export interface CacheBounds {
  /** At most this many entries. */
  maxEntries: number;
  /** At most this many bytes of bodies, all entries together. */
  maxBytes: number;
  /** An entry larger than this is not kept at all (it would push out many others). */
  maxEntryBytes: number;
}

/** The part of the Cache API a bounded cache uses (a fake in tests). */
export type CacheLike = Pick<Cache, 'keys' | 'match' | 'put' | 'delete'>;

/**
 * A copy of `response` stamped with `at` and its body's size, or null when the body is larger than
 * `maxEntryBytes`. The body is read once; the original response is left unread.
 */
export async function stamped(
  response: Response,
  at: number,
  maxEntryBytes: number,
): Promise<Response | null> {
  const body = await response.clone().arrayBuffer();
  if (body.byteLength > maxEntryBytes) return null;
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(at));
  headers.set(KEPT_BYTES, String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** An entry's stamp: when it was kept (0 if never stamped: the oldest) and its size. */
export function stampOf(response: Response | undefined): { at: number; bytes: number } {
  const at = Number(response?.headers.get(KEPT_AT));
  const bytes = Number(response?.headers.get(KEPT_BYTES));
  return { at: Number.isFinite(at) ? at : 0, bytes: Number.isFinite(bytes) ? bytes : 0 };
}

/**
 * Deletes the oldest entries until the cache holds at most `maxEntries` entries and `maxBytes`
 * bytes. Answers how many it deleted.
 */
export async function trim(cache: CacheLike, bounds: Pick<CacheBounds, 'maxEntries' | 'maxBytes'>) {
  const keys = await cache.keys();
  const entries = await Promise.all(
    keys.map(async (request) => ({ request, ...stampOf(await cache.match(request)) })),
  );
  entries.sort((a, b) => a.at - b.at);
  let count = entries.length;
  let bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  let deleted = 0;
  for (const entry of entries) {
    if (count <= bounds.maxEntries && bytes <= bounds.maxBytes) break;
    await cache.delete(entry.request);
    count -= 1;
    bytes -= entry.bytes;
    deleted += 1;
  }
  return deleted;
}

/**
 * Keeps `response` under `request`, stamped with `at`, then trims the cache to its bounds. Answers
 * false when the response was too large to keep.
 */
export async function keep(
  cache: CacheLike,
  request: RequestInfo,
  response: Response,
  at: number,
  bounds: CacheBounds,
): Promise<boolean> {
  const copy = await stamped(response, at, bounds.maxEntryBytes);
  if (!copy) return false;
  await cache.put(request, copy);
  await trim(cache, bounds);
  return true;
}
