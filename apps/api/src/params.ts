/**
 * Zod schemas for query and path parameters (bodies have theirs next to their routes). Each emits
 * one message per parameter, the one the service has always answered with its 400.
 */
import { z } from 'zod';
import { clampStatsRange, isIsoDay, STATS_EARLIEST } from './rules.js';

/** A positive integer of at most 9 digits (ids). A missing parameter fails like a malformed one. */
export function positiveInt(name: string) {
  const message = `${name} must be a positive integer`;
  return z
    .string({ error: message })
    .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= 1, message)
    .transform(Number);
}

/** A list length: the default when absent or empty, at most `max`, else a positive integer. */
export function listSize(name: string, dflt: number, max: number) {
  return z
    .string()
    .optional()
    .refine((v) => !v || (/^\d{1,4}$/.test(v) && Number(v) >= 1), `${name} must be a positive integer`)
    .transform((v) => (v ? Math.min(Number(v), max) : dflt));
}

/** An optional category id filter (digits; absent means every category). */
export const categoryFilter = z
  .string()
  .regex(/^\d{1,9}$/, 'cat must be a positive integer')
  .optional()
  .transform((v) => (v === undefined ? undefined : Number(v)));

/** A post's share key. */
export const postKey = z
  .string()
  .optional()
  .refine((k) => !!k && k.length <= 40, 'key is required')
  .transform((k) => k!);

/** Member ids given as `uids=1,2,3` (repeatable): 1 to 500 integers. */
export const memberIdList = z
  .array(z.string())
  .transform((raw) =>
    raw
      .flatMap((x) => x.split(','))
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length > 0, 'uids is required (e.g. uids=1,2,3)')
  .refine(
    (ids) => ids.length <= 500 && ids.every((x) => /^\d{1,9}$/.test(x)),
    'uids must be up to 500 integers',
  )
  .transform((ids) => ids.map(Number));

export type DayRange = { from: string; to: string };

/**
 * Why a statistics range is refused, or null when it is valid. The rule is domain's
 * `clampStatsRange` (the one the site's date pickers use): a range is valid when it is a pair of days
 * that clamping leaves unchanged; the checks below only name what clamping would have moved.
 */
function rangeProblem(a: string, b: string, range: DayRange, today: string): string | null {
  for (const [name, day] of [
    [a, range.from],
    [b, range.to],
  ] as const) {
    if (!isIsoDay(day)) return `${name} must be a date YYYY-MM-DD`;
    const kept = clampStatsRange(day, day, today).from;
    if (kept > day) return `${name} cannot be before ${STATS_EARLIEST}`;
    if (kept < day) return `${name} cannot be after today (${today})`;
  }
  if (clampStatsRange(range.from, range.to, today).to !== range.to) return `${b} cannot be before ${a}`;
  return null;
}

/**
 * The statistics day range (Bangkok days) of the query parameters `a` and `b`. One of them alone is
 * a one-day range; neither is today when `required`, else null (no date filter).
 */
export function statsRange(a: string, b: string, today: string, required: boolean) {
  return z.record(z.string(), z.string()).transform((q, ctx): DayRange | null => {
    const rawFrom = q[a];
    const rawTo = q[b];
    if (rawFrom === undefined && rawTo === undefined) return required ? { from: today, to: today } : null;
    const from = rawFrom ?? rawTo!;
    const range = { from, to: rawTo ?? from };
    const problem = rangeProblem(a, b, range, today);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return range;
  });
}
