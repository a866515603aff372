import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Ctx } from './context.js';
import { ApiError } from './errors.js';

/** Requests per minute per client address (before RATE_LIMIT_SCALE). */
export const RATE_LIMITS = { auth: 20, like: 120, comment: 30, upload: 30, short: 300, tiktok: 30 } as const;
export type Bucket = keyof typeof RATE_LIMITS;

const WINDOW_MS = 60_000;

/** Fixed one-minute windows kept in memory (per process; behind a load balancer use its limiter too). */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private scale: number,
    private now: () => number,
  ) {}
  /** Returns the seconds to wait, or 0 when the request may go on. */
  hit(bucket: Bucket, who: string): number {
    if (this.scale === 0) return 0;
    const limit = Math.max(1, Math.floor(RATE_LIMITS[bucket] * this.scale));
    const key = `${bucket}:${who}`;
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= WINDOW_MS) {
      if (this.windows.size > 50_000) this.sweep(t);
      w = { start: t, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > limit ? Math.ceil((w.start + WINDOW_MS - t) / 1000) : 0;
  }
  private sweep(t: number) {
    for (const [k, w] of this.windows) if (t - w.start >= WINDOW_MS) this.windows.delete(k);
  }
}

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

export function rateLimit(bucket: Bucket): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = c.get('deps').limiter;
    const wait = limiter.hit(bucket, clientAddress(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many requests; try again in ${wait} s`);
    }
    await next();
  };
}
