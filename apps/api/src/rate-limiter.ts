/**
 * Requests per minute per client network (`networkKey`: an IPv4 address or an IPv6 /64), before
 * RATE_LIMIT_SCALE. `stats`: every `/stats/…` call; `list`: every Strapi list read
 * (`GET /api/{collection}`); `tiktok`: `/api/tiktok` (ADR 023); `email`: sign-in links asked for
 * by e-mail (ADR 041; each address has its own limit besides, in the database).
 */
export const RATE_LIMITS = {
  auth: 20,
  like: 120,
  comment: 30,
  upload: 30,
  short: 300,
  stats: 120,
  list: 600,
  tiktok: 30,
  email: 5,
} as const;
export type Bucket = keyof typeof RATE_LIMITS;

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows kept in memory (per process; behind a load balancer use its limiter too).
 * The store only: the middleware that answers 429 is `rateLimit` in `rate-limit.ts`.
 */
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
