import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** A moment as the product receives it: a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string;

// Asia/Bangkok has kept UTC+07:00, without daylight saving, since 1920: the Bangkok calendar is the
// UTC calendar seven hours later, on any machine and without the host's time-zone database. dayjs
// is used in UTC mode only (ADR 034): its local mode, and `utcOffset(n)`, go through the machine's
// zone and give other days on a machine in another zone.
const BANGKOK_OFFSET = '+07:00';
const BANGKOK_OFFSET_HOURS = 7;

/** dayjs formats of a calendar day and of a wall-clock time to the second. */
export const DAY_FORMAT = 'YYYY-MM-DD';
const WALL_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

// The ISO 8601 forms the product accepts (ADR 004): a day, or a day and a time — seconds and their
// fraction optional — with an optional offset. dayjs alone would also read `2022-3-4`, `20220304`
// and whatever `Date` reads in the machine's zone, so the shape is checked before dayjs reads it.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The calendar day written `YYYY-MM-DD` as a dayjs value at its midnight in UTC mode, or `null` when
 * the text is no real day. Days compare with `isBefore` / `isAfter` and move with `add(n, 'day')`.
 */
export function calendarDay(text: unknown): Dayjs | null {
  if (typeof text !== 'string' || !ISO_DAY.test(text)) return null;
  const day = dayjs.utc(`${text}T00:00:00Z`);
  // A real day reads back as written: 2023-02-29 would come back as 1 March.
  return day.isValid() && day.format(DAY_FORMAT) === text ? day : null;
}

/** An ISO 8601 string as a moment (UTC mode); without an offset it is Bangkok wall time. */
function parseIso(input: string): Dayjs | null {
  const match = ISO_DATE_TIME.exec(input.trim());
  if (!match) return null;
  const [, day, hoursMinutes = '00:00', seconds = '00', fraction = '', zone] = match;
  const wall = `${day}T${hoursMinutes}:${seconds}`;
  // A real day and clock time reads back as written (no 30 February, no 25:00, no 24:00).
  if (dayjs.utc(`${wall}Z`).format(WALL_FORMAT) !== wall) return null;
  const offset =
    zone === undefined
      ? BANGKOK_OFFSET
      : zone.toUpperCase() === 'Z'
        ? 'Z'
        : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  // Milliseconds as ISO 8601's `.sss`: `.5` is 500 ms, digits past the third are dropped.
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const moment = dayjs.utc(`${wall}.${millis}${offset}`);
  return moment.isValid() ? moment : null;
}

/** `input` as a moment (dayjs, UTC mode), or `null` when it is not a date. */
function toMoment(input: DateInput): Dayjs | null {
  if (typeof input === 'string') return parseIso(input);
  // dayjs(undefined) would be now: only a Date or a number is read here.
  if (!(input instanceof Date) && typeof input !== 'number') return null;
  const moment = dayjs.utc(input);
  return moment.isValid() ? moment : null;
}

/**
 * The Bangkok wall clock of `input`: a dayjs value in UTC mode whose fields (year … minute) are
 * Bangkok's, or `null` when it is not a date (or falls outside the dates `Date` can hold).
 */
export function bangkokWallClock(input: DateInput): Dayjs | null {
  const wall = toMoment(input)?.add(BANGKOK_OFFSET_HOURS, 'hour');
  return wall?.isValid() ? wall : null;
}

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: unknown): value is string {
  return calendarDay(value) !== null;
}

/**
 * Epoch milliseconds of `input`, or NaN when it is not a date. Strings must be ISO 8601: a bare day
 * or a date-time without an offset is read as Bangkok wall time, never as the machine's local time,
 * and other formats (which `Date.parse` would read in the machine's zone) are refused.
 */
export function toEpochMs(input: DateInput): number {
  return toMoment(input)?.valueOf() ?? Number.NaN;
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
  const wall = bangkokWallClock(input);
  if (!wall) return null;
  return {
    year: wall.year(),
    month: wall.month() + 1,
    day: wall.date(),
    hour: wall.hour(),
    minute: wall.minute(),
  };
}

/**
 * The Bangkok calendar day of `input` as a dayjs day (UTC mode, midnight; see `calendarDay`), or
 * `null` when it is not a date. A `YYYY-MM-DD` day is its own Bangkok day.
 */
export function bangkokCalendarDay(input: DateInput): Dayjs | null {
  return calendarDay(bangkokDay(input));
}

/** The Bangkok calendar day of `input` as `YYYY-MM-DD`, or `null` when it is not a date. */
export function bangkokDay(input: DateInput): string | null {
  return bangkokWallClock(input)?.format(DAY_FORMAT) ?? null;
}

/** Today's date in Bangkok as `YYYY-MM-DD` (the statistics pickers' "today"). */
export function bangkokToday(now: DateInput = Date.now()): string {
  const day = bangkokDay(now);
  if (day === null) throw new RangeError('bangkokToday: invalid "now"');
  return day;
}

/** The `YYYY-MM-DD` day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const next = calendarDay(day)?.add(Math.trunc(days), 'day');
  if (!next?.isValid()) throw new RangeError(`addDays: not a day: ${day}`);
  return next.format(DAY_FORMAT);
}

/** The moment Bangkok's day `day` (`YYYY-MM-DD`) begins, as epoch milliseconds. */
export function bangkokStartOfDay(day: string): number {
  const start = calendarDay(day)?.subtract(BANGKOK_OFFSET_HOURS, 'hour');
  if (!start) throw new RangeError(`bangkokStartOfDay: not a day: ${day}`);
  return start.valueOf();
}
