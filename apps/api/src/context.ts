import { hasRole, type Role } from '@lightbearers/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type * as s from './db/schema.js';
import { ApiError, badRequest, forbidden, unauthorized } from './errors.js';
import type { Mailer } from './mail.js';
import type { RateLimits } from './middleware/rate-limit.js';
import { positiveInt } from './params.js';
import type { Posters } from './services/posters.js';
import { parseQuery } from './strapi/query.js';
import type { TextGradients } from './text-gradients.js';

export type Member = typeof s.members.$inferSelect;

export type AppEnv = {
  Variables: {
    user: Member | null;
    deps: Deps;
  };
};

export type Deps = {
  database: Database;
  config: Config;
  /** Clock (tests move it). */
  now: () => Date;
  /** Resolves a TikTok short link (tests replace it; production follows redirects). */
  resolveTikTok: (url: string) => Promise<string>;
  /** The rate limits' counters (shared by every instance on a shared store, ADR 040). */
  limits: RateLimits;
  /** Video posters: kept ones, fetched ones, generated ones (tests give it a fake network). */
  posters: Posters;
  /** The client's address for rate limits and visitor counting (TRUST_PROXY-aware; tests replace it). */
  clientAddress: (c: Ctx) => string;
  /** Sends sign-in links by e-mail (ADR 041); null when e-mail sign-in is off. */
  mailer: Mailer | null;
  /** The public list of text-post gradients, fetched and kept by the service (ADR 041). */
  textGradients: TextGradients;
  /**
   * The network LINE's ID-token verification goes through (`fetch`); an end-to-end test passes one
   * that reaches a fake LINE on this machine (ADR 041). Every check of the answer still runs.
   */
  lineFetch: typeof fetch;
};

export type Ctx = Context<AppEnv>;

export const deps = (c: Ctx) => c.get('deps');
export const dbOf = (c: Ctx) => c.get('deps').database.db;

export function requireUser(c: Ctx): Member {
  const u = c.get('user');
  if (!u) throw unauthorized('You must be signed in (Authorization: Bearer <jwt>)');
  return u;
}

export function queryOf(c: Ctx) {
  return parseQuery(new URL(c.req.url).searchParams);
}

/** True for a signed-in member whose role reaches staff (staff or admin, ADR 035). */
export function isStaff(c: Ctx) {
  return hasRole(c.get('user')?.role, 'staff');
}

/** The signed-in member when their role reaches `role`: anonymous 401, anyone else 403 (ADR 035). */
export function requireRole(c: Ctx, role: Exclude<Role, 'member'>): Member {
  const me = requireUser(c);
  if (!hasRole(me.role, role)) throw forbidden(role === 'admin' ? 'Admins only' : 'Staff only');
  return me;
}

/**
 * Checks a value (query or path parameters) with a zod schema; the first issue answers 400 with its
 * message alone, so a schema lists its checks in the order the caller wants them reported.
 */
export function validParams<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const res = schema.safeParse(value);
  if (!res.success) throw badRequest(res.error.issues[0]?.message ?? 'Invalid parameters');
  return res.data;
}

/** The query parameters (first value of each name) checked by a zod schema. */
export function queryParams<T extends z.ZodType>(c: Ctx, schema: T): z.infer<T> {
  return validParams(schema, c.req.query());
}

/** A positive integer path parameter (400 otherwise). */
export function intParam(c: Ctx, name: string): number {
  return validParams(positiveInt(name), c.req.param(name) ?? '');
}

/** Parses a JSON body with a zod schema; bad JSON or a bad shape answers 400 with the issues. */
export async function jsonBody<T extends z.ZodType>(c: Ctx, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  const text = await c.req.text();
  if (text.trim() === '') raw = {};
  else {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('The body is not valid JSON');
    }
  }
  const res = schema.safeParse(raw);
  if (!res.success) {
    throw new ApiError(
      400,
      res.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      { errors: res.error.issues.map((i) => ({ path: i.path, message: i.message })) },
    );
  }
  return res.data;
}
