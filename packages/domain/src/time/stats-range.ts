import type { Dayjs } from 'dayjs';
import { calendarDay, DAY_FORMAT } from './bangkok';

/** The first day the statistics exist; date pickers may not go earlier. */
export const STATS_EARLIEST = '2022-03-04';

/** `day` moved into `[min, max]` (dayjs days: midnights in UTC mode, so moments compare as days). */
function clampDay(day: Dayjs, min: Dayjs, max: Dayjs): Dayjs {
  return day.isBefore(min) ? min : day.isAfter(max) ? max : day;
}

/**
 * The statistics range the pickers allow: `from` not before the earliest day nor after today, `to`
 * not before `from` nor after today. A missing or malformed day falls back to today.
 */
export function clampStatsRange(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
): { from: string; to: string } {
  const last = calendarDay(today);
  if (!last) throw new RangeError(`clampStatsRange: today is not a day: ${today}`);
  const earliest = calendarDay(STATS_EARLIEST) ?? last;
  const upper = last.isBefore(earliest) ? earliest : last;
  const start = clampDay(calendarDay(from) ?? last, earliest, upper);
  const end = clampDay(calendarDay(to) ?? last, start, upper);
  return { from: start.format(DAY_FORMAT), to: end.format(DAY_FORMAT) };
}
