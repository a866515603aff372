import { CHUNK_RELOAD_INTERVAL_MS } from '../constants';
import type { DateInput } from './bangkok';

/**
 * A moment as epoch milliseconds, NaN when unreadable. Plain `Date` arithmetic, not the calendar's
 * reader: the throttle runs in every first screen and needs no calendar.
 */
function epochMs(value: DateInput): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** After a failed chunk load, reload unless the last such reload was under a minute ago (no reload loop). */
export function shouldReloadAfterChunkError(
  lastReloadAt: DateInput | null | undefined,
  now: DateInput = Date.now(),
): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined) return true;
  const last = epochMs(lastReloadAt);
  const current = epochMs(now);
  if (Number.isNaN(last)) return true;
  return current - last >= CHUNK_RELOAD_INTERVAL_MS || current < last;
}
