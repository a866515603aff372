/**
 * The Buddhist-era year of an instant on the Bangkok calendar (ADR 034: as Intl writes Buddhist
 * years). A module of its own, without dayjs: the page footer shows the year on every first screen,
 * which then carries no calendar code.
 */

/** Years between the Gregorian and the Buddhist era. */
export const BUDDHIST_ERA_OFFSET = 543;

// The Bangkok wall clock (a fixed +07:00) as a UTC date: no time-zone data, whatever the machine's zone.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The first year of the Gregorian calendar everywhere (1583): from it on, a Buddhist-era year is the
 * Gregorian year plus 543, as Intl's `th-TH` Buddhist calendar writes it. Before it, Intl counts on
 * the Julian calendar, so earlier instants are left to Intl.
 */
export const GREGORIAN_FROM_YEAR = 1583;

// Made on first use: a page's first Intl object costs the browser its ICU data (60–100 ms of a page's
// start on a slow machine, ADR 034), and the footer's year never needs it.
let thaiYear: Intl.DateTimeFormat | undefined;

/** The Buddhist-era year of the instant `ms` (epoch milliseconds) in Bangkok, NaN when not a date. */
export function buddhistYearAt(ms: number): number {
  const wall = new Date(ms + BANGKOK_OFFSET_MS);
  if (Number.isNaN(wall.getTime())) return Number.NaN;
  if (wall.getUTCFullYear() >= GREGORIAN_FROM_YEAR) return wall.getUTCFullYear() + BUDDHIST_ERA_OFFSET;
  thaiYear ??= new Intl.DateTimeFormat('th-TH', {
    calendar: 'buddhist',
    numberingSystem: 'latn',
    timeZone: 'UTC',
    year: 'numeric',
  });
  const year = thaiYear.formatToParts(wall).find((part) => part.type === 'year');
  return year ? Number(year.value) : Number.NaN;
}
