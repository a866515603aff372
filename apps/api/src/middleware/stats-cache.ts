import type { MiddlewareHandler } from 'hono';
import { type AppEnv, type Ctx, deps } from '../context.js';
import { bangkokToday } from '../rules.js';

/** Answers kept per process (the oldest goes first). */
const MAX_ENTRIES = 500;

const caches = new WeakMap<object, Map<string, { expires: number; body: unknown }>>();

/**
 * The cache key of a request: the path, the Bangkok day (an omitted range means today) and the
 * values of the endpoint's known parameters only, as the handler reads them (the first value of
 * each name; digits without leading zeros). Any other parameter cannot change the answer, so it
 * cannot make a fresh aggregation either (ADR 023).
 */
export function statsCacheKey(c: Ctx, params: readonly string[]): string {
  const query = c.req.query();
  const parts = params.map((name) => {
    const v = query[name];
    if (v === undefined) return '';
    return /^\d{1,15}$/.test(v) ? `=${Number(v)}` : `=${encodeURIComponent(v)}`;
  });
  return `${c.req.path}|${bangkokToday(deps(c).now())}|${parts.join('&')}`;
}

/**
 * Reuses a successful JSON answer for `STATS_CACHE_SECONDS` per endpoint and known parameter
 * values, per app instance; `x-cache: hit` marks a reused one. For the ranking statistics, which
 * aggregate many clicks; per-post and per-member statistics stay fresh. A cache time of 0 turns it
 * off.
 */
export function statsCache(params: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ttl = deps(c).config.statsCacheSeconds;
    if (ttl <= 0) return next();
    let cache = caches.get(deps(c));
    if (!cache) {
      cache = new Map();
      caches.set(deps(c), cache);
    }
    const key = statsCacheKey(c, params);
    const now = deps(c).now().getTime();
    const hit = cache.get(key);
    if (hit && hit.expires > now && hit.expires - now <= ttl * 1000) {
      c.header('x-cache', 'hit');
      return c.json(hit.body as object);
    }
    await next();
    if (c.res.status === 200) {
      const body = await c.res.clone().json();
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, { expires: now + ttl * 1000, body });
    }
  };
}
