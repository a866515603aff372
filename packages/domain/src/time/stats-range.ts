import { isIsoDay } from './bangkok';

/** The first day the statistics exist; date pickers may not go earlier. */
export const STATS_EARLIEST = '2022-03-04';

/**
 * The statistics range the pickers allow: `from` not before the earliest day nor after today, `to`
 * not before `from` nor after today. A missing or malformed day falls back to today.
 */
export function clampStatsRange(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
): { from: string; to: string } {
  if (!isIsoDay(today)) throw new RangeError(`clampStatsRange: today is not a day: ${today}`);
  // YYYY-MM-DD strings order the same way as the days they name.
  const clamp = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);
  const upper = today < STATS_EARLIEST ? STATS_EARLIEST : today;
  const start = clamp(isIsoDay(from) ? from : today, STATS_EARLIEST, upper);
  const end = clamp(isIsoDay(to) ? to : today, start, upper);
  return { from: start, to: end };
}
