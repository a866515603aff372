import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Ctx } from './context.js';
import { ApiError } from './errors.js';
import type { Bucket } from './rate-limiter.js';

type AddressContext = { env: unknown; req: { header(n: string): string | undefined } };

/** The address of the peer that opened the connection ('local' for in-process requests). */
export function socketAddress(c: AddressContext): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * The client's address. With `trustProxy` = 0 (the default) only the socket counts, whatever the
 * request says. With n trusted proxies in front, each appends the address it saw to
 * `X-Forwarded-For`: the client is the n-th entry from the right (entries further left were written
 * by the client and are ignored). No other header is ever trusted.
 */
export function addressResolver(trustProxy: number) {
  return (c: AddressContext): string => {
    const socket = socketAddress(c);
    if (trustProxy <= 0) return socket;
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const chain = [...forwarded, socket];
    return chain[Math.max(0, chain.length - 1 - trustProxy)]!;
  };
}

/** The client's address as the app is configured to read it (see `addressResolver`). */
export function clientAddress(c: Ctx): string {
  return c.get('deps').clientAddress(c);
}

/** Counts the request in the bucket; throws 429 (with `Retry-After`) once the client's minute is used up. */
export function enforceRateLimit(c: Context<AppEnv>, bucket: Bucket) {
  const wait = c.get('deps').limiter.hit(bucket, clientAddress(c));
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
