import { bangkokWallClock, type DateInput, toEpochMs } from './bangkok';
import { buddhistYearAt } from './year';

// Thai month names and Buddhist-era years come from Intl (ADR 034): `th-TH` writes the Buddhist
// calendar natively. Intl is handed the Bangkok wall clock as a UTC date, so it needs no time-zone
// data and ignores the machine's zone.
const thaiDay = new Intl.DateTimeFormat('th-TH', {
  calendar: 'buddhist',
  numberingSystem: 'latn',
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The Buddhist-era year of `date` on the Bangkok calendar (the footer year), NaN when not a date. */
export function buddhistYear(date: DateInput = Date.now()): number {
  return buddhistYearAt(toEpochMs(date));
}

/** Thai short month names, January first (as Intl writes them for `th-TH`). */
export const THAI_SHORT_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/** A Bangkok calendar date in Thai, e.g. `'4 มี.ค. 2565'`; `''` when not a date. */
export function formatThaiDate(date: DateInput): string {
  const wall = bangkokWallClock(date);
  return wall ? thaiDay.format(wall.toDate()) : '';
}

/** A Bangkok date and time in Thai, e.g. `'4 มี.ค. 2565 09:05'`; `''` when not a date. */
export function formatThaiDateTime(date: DateInput): string {
  const wall = bangkokWallClock(date);
  return wall ? `${thaiDay.format(wall.toDate())} ${wall.format('HH:mm')}` : '';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH_DAYS = 365.2425 / 12;

/**
 * How long ago `date` was, in Thai (`'5 นาทีที่แล้ว'`), with the thresholds and words of dayjs'
 * relative time in its `th` locale. A moment after `now` (clock skew) reads as just now.
 */
export function thaiRelativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const then = toEpochMs(date);
  const current = toEpochMs(now);
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const seconds = Math.max(0, (current - then) / 1000);
  const ago = (text: string) => `${text}ที่แล้ว`;
  if (seconds <= 44) return ago('ไม่กี่วินาที');
  if (seconds <= 89) return ago('1 นาที');
  const minutes = Math.round(seconds / MINUTE);
  if (minutes <= 44) return ago(`${minutes} นาที`);
  if (minutes <= 89) return ago('1 ชั่วโมง');
  const hours = Math.round(seconds / HOUR);
  if (hours <= 21) return ago(`${hours} ชั่วโมง`);
  if (hours <= 35) return ago('1 วัน');
  const days = Math.round(seconds / DAY);
  if (days <= 25) return ago(`${days} วัน`);
  if (days <= 45) return ago('1 เดือน');
  const months = Math.round(seconds / DAY / MONTH_DAYS);
  if (months <= 10) return ago(`${months} เดือน`);
  if (months <= 17) return ago('1 ปี');
  return ago(`${Math.max(2, Math.round(seconds / DAY / 365.2425))} ปี`);
}
