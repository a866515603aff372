import { CHUNK_RELOAD_INTERVAL_MS } from '../constants';
import { type DateInput, toEpochMs } from './bangkok';

/** After a failed chunk load, reload unless the last such reload was under a minute ago (no reload loop). */
export function shouldReloadAfterChunkError(
  lastReloadAt: DateInput | null | undefined,
  now: DateInput = Date.now(),
): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined) return true;
  const last = toEpochMs(lastReloadAt);
  const current = toEpochMs(now);
  if (Number.isNaN(last)) return true;
  return current - last >= CHUNK_RELOAD_INTERVAL_MS || current < last;
}
