/** What the back office's route modules share (ADR 035): list parameters, bodies, answers. */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Ctx, jsonBody, validParams } from '../../context.js';
import { badRequest } from '../../errors.js';
import { listSize } from '../../params.js';
import type { Pagination } from '../../services/paging.js';

/** `page` (from 1) and `pageSize` (≤ 100, 25 unless told). */
export const pageParams = {
  page: listSize('page', 1, 100_000),
  pageSize: listSize('pageSize', 25, 100),
};

/** The query parameters of a list: paging, `sort=field:asc|desc`, and the list's own filters. */
export function listParams<T extends z.ZodRawShape>(c: Ctx, filters: T) {
  return validParams(
    z.object({ ...pageParams, sort: z.string().max(50).optional(), ...filters }),
    c.req.query(),
  );
}

/** `sort=field[:asc|:desc]` by an allow-list of columns, then the id (newest first unless told). */
export function sortOf(raw: string | undefined, columns: Record<string, PgColumn>, fallback: SQL[]): SQL[] {
  if (!raw) return fallback;
  const m = /^(\w+)(?::(asc|desc))?$/i.exec(raw);
  const col = m ? columns[m[1]!] : undefined;
  if (!m || !col || !Object.hasOwn(columns, m[1]!))
    throw badRequest(`sort must be one of ${Object.keys(columns).join(', ')} (with :asc or :desc)`);
  return [(m[2] ?? 'asc').toLowerCase() === 'desc' ? desc(col) : asc(col), ...fallback];
}

/**
 * A moment in a query parameter (ISO 8601). A bare day is Bangkok's midnight starting it, or with
 * `dayEnd` the midnight ending it (so `to=2026-06-15` includes that day).
 */
export const momentParam = (name: string, dayEnd = false) =>
  z
    .string()
    .max(40)
    .transform((v, ctx) => {
      const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(v);
      const d = new Date(bareDay ? `${v}T00:00:00+07:00` : v);
      if (bareDay && dayEnd) d.setTime(d.getTime() + 24 * 3_600_000);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a date or an ISO date-time` });
        return z.NEVER;
      }
      return d;
    })
    .optional();

/** A positive id in a query parameter. */
export const idParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a positive integer`)
    .transform(Number)
    .optional();

/** The fields of a `{ data: { … } }` body, as JSON values (the domain checks them). */
export async function dataBody(c: Ctx): Promise<Record<string, unknown>> {
  const body = await jsonBody(c, z.object({ data: z.record(z.string(), z.unknown()).default({}) }));
  return body.data;
}

/** Refuses fields a body may not carry (mass assignment): 400 naming them. */
export function onlyFields(data: Record<string, unknown>, allowed: readonly string[]) {
  const extra = Object.keys(data).filter((k) => !allowed.includes(k));
  if (extra.length) throw badRequest(`Unknown field(s): ${extra.join(', ')}`, { fields: extra });
}

/** A Strapi entity. */
export const entityOf = (id: number, attributes: Record<string, unknown>) => ({ id, attributes });

/** A Strapi list answer. */
export const listOf = <T extends { id: number }>(
  rows: T[],
  attrs: (r: T) => Record<string, unknown>,
  pagination: Pagination,
) => ({ data: rows.map((r) => entityOf(r.id, attrs(r))), meta: { pagination } });
