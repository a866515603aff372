/**
 * The Buddhist-era year of an instant on the Bangkok calendar, with Intl alone (ADR 034: Intl writes
 * Buddhist years). A module of its own, without dayjs: the page footer shows the year on every
 * first screen, which then carries no calendar code.
 */

/** Years between the Gregorian and the Buddhist era. */
export const BUDDHIST_ERA_OFFSET = 543;

// Intl is handed the Bangkok wall clock (a fixed +07:00) as a UTC date, so it needs no time-zone
// data and ignores the machine's zone.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const thaiYear = new Intl.DateTimeFormat('th-TH', {
  calendar: 'buddhist',
  numberingSystem: 'latn',
  timeZone: 'UTC',
  year: 'numeric',
});

/** The Buddhist-era year of the instant `ms` (epoch milliseconds) in Bangkok, NaN when not a date. */
export function buddhistYearAt(ms: number): number {
  const wall = new Date(ms + BANGKOK_OFFSET_MS);
  if (Number.isNaN(wall.getTime())) return Number.NaN;
  const year = thaiYear.formatToParts(wall).find((part) => part.type === 'year');
  return year ? Number(year.value) : Number.NaN;
}
