/** A moment as the product receives it: a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string;

// Asia/Bangkok has kept UTC+07:00, without daylight saving, since 1920: a fixed offset gives the
// Bangkok calendar on any machine, with no dependency on the host's time-zone database.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const ISO_ZONED_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Epoch milliseconds of `input`, or NaN when it is not a date. Strings must be ISO 8601: a bare day
 * or a date-time without an offset is read as Bangkok wall time, never as the machine's local time,
 * and other formats (which `Date.parse` would read in the machine's zone) are refused.
 */
export function toEpochMs(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (typeof input !== 'string') return Number.NaN;
  const text = input.trim();
  if (ISO_DAY.test(text))
    return isIsoDay(text) ? Date.parse(`${text}T00:00:00Z`) - BANGKOK_OFFSET_MS : Number.NaN;
  if (ISO_LOCAL_TIME.test(text)) return Date.parse(`${text.replace(' ', 'T')}Z`) - BANGKOK_OFFSET_MS;
  if (ISO_ZONED_TIME.test(text))
    return Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.NaN;
}

/** The Bangkok calendar fields of a moment. */
export interface BangkokParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Bangkok wall-clock fields of `input` (month 1–12), or `null` when it is not a date. */
export function bangkokParts(input: DateInput): BangkokParts | null {
  const ms = toEpochMs(input);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms + BANGKOK_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Bangkok calendar day of `input` as `YYYY-MM-DD`, or `null` when it is not a date. */
export function bangkokDay(input: DateInput): string | null {
  const p = bangkokParts(input);
  return p ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : null;
}

/** Today's date in Bangkok as `YYYY-MM-DD` (the statistics pickers' "today"). */
export function bangkokToday(now: DateInput = Date.now()): string {
  const day = bangkokDay(now);
  if (day === null) throw new RangeError('bangkokToday: invalid "now"');
  return day;
}

/** The `YYYY-MM-DD` day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  if (!isIsoDay(day)) throw new RangeError(`addDays: not a day: ${day}`);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + Math.trunc(days) * DAY_MS);
  return next.toISOString().slice(0, 10);
}

/** The moment Bangkok's day `day` (`YYYY-MM-DD`) begins, as epoch milliseconds. */
export function bangkokStartOfDay(day: string): number {
  if (!isIsoDay(day)) throw new RangeError(`bangkokStartOfDay: not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS;
}
