import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Ctx } from './context.js';
import { ApiError } from './errors.js';
import { networkKey } from './network.js';
import type { Bucket } from './rate-limiter.js';

/** The client's address as the app is configured to read it (see `addressResolver`). */
export function clientAddress(c: Ctx): string {
  return c.get('deps').clientAddress(c);
}

/**
 * Counts the request in the bucket; throws 429 (with `Retry-After`) once the client's minute is
 * used up. The client is its network (`networkKey`: an IPv6 /64 is one client), as for the click caps.
 */
export function enforceRateLimit(c: Context<AppEnv>, bucket: Bucket) {
  const wait = c.get('deps').limiter.hit(bucket, networkKey(clientAddress(c)));
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ApiError(429, `Too many requests; try again in ${wait} s`);
  }
}

/** Answers 429 (with `Retry-After`) once the client has used up the bucket's requests for the minute. */
export function rateLimit(bucket: Bucket): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    enforceRateLimit(c, bucket);
    await next();
  };
}
