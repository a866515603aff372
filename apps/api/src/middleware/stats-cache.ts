import type { MiddlewareHandler } from 'hono';
import { type AppEnv, deps } from '../context.js';

/** Answers kept per process (the oldest goes first). */
const MAX_ENTRIES = 500;

const caches = new WeakMap<object, Map<string, { expires: number; body: unknown }>>();

/**
 * Reuses a successful JSON answer for `STATS_CACHE_SECONDS` per URL (path and query), per app
 * instance; `x-cache: hit` marks a reused one. For the ranking statistics, which aggregate many
 * clicks; per-post and per-member statistics stay fresh. A cache time of 0 turns it off.
 */
export const statsCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ttl = deps(c).config.statsCacheSeconds;
  if (ttl <= 0) return next();
  let cache = caches.get(deps(c));
  if (!cache) {
    cache = new Map();
    caches.set(deps(c), cache);
  }
  const url = new URL(c.req.url);
  const key = url.pathname + url.search;
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
