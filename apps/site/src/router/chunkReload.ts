/**
 * A lazy route module whose import fails (a deploy replaced the hashed chunks, the network
 * dropped): reload the page, at most once per minute (product §4, §9; the rule is domain's
 * `shouldReloadAfterChunkError`), else let the error reach the route's error page.
 */
import { shouldReloadAfterChunkError } from '@lightbearers/domain';

/** Session-storage key of the last reload's time (ms). */
export const CHUNK_RELOAD_KEY = 'lb_chunk_reload_at';

export interface ChunkReloadDeps {
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
}

const browserDeps = (): ChunkReloadDeps => ({
  reload: () => location.reload(),
  storage: (() => {
    try {
      return sessionStorage;
    } catch {
      return null;
    }
  })(),
  now: () => Date.now(),
});

/** Thrown to the route's error page when the module could not load and a reload was too recent. */
export class ChunkLoadFailed extends Error {
  constructor(cause: unknown) {
    super('A part of the site could not be loaded', { cause });
    this.name = 'ChunkLoadFailed';
  }
}

/** Wraps a lazy import: on failure reloads once per minute (never settling meanwhile) or throws `ChunkLoadFailed`. */
export function reloadOnChunkError<T>(load: () => Promise<T>, deps: () => ChunkReloadDeps = browserDeps) {
  return (): Promise<T> =>
    load().catch((error: unknown) => {
      const { reload, storage, now } = deps();
      const raw = storage?.getItem(CHUNK_RELOAD_KEY);
      const last = raw ? Number(raw) : null;
      // Without session storage a reload could loop: show the error page instead.
      if (storage && shouldReloadAfterChunkError(last, now())) {
        storage.setItem(CHUNK_RELOAD_KEY, String(now()));
        reload();
        return new Promise<T>(() => {});
      }
      throw new ChunkLoadFailed(error);
    });
}
