/**
 * Rate limits (ADR 023, ADR 040) on rate-limiter-flexible: fixed one-minute windows per bucket and
 * client network, kept where every instance of the service sees the same counters — Valkey when
 * `VALKEY_URL`/`REDIS_URL` names one, else PostgreSQL when the service runs on it (the
 * `rate_limits` table), else (PGlite: one process by design) this process's memory.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { AppEnv, Ctx } from '../context.js';
import type { Database } from '../db/client.js';
import { ApiError } from '../errors.js';
import { networkKey } from '../network.js';

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

/** The window every limit counts in, seconds. */
export const RATE_LIMIT_WINDOW = 60;

/** The table of the PostgreSQL store (migration 0010). */
const TABLE = 'rate_limits';

/** Where the counters are kept. */
export type RateLimitStore = 'memory' | 'postgres' | 'valkey';

/**
 * A client's key in a store: its network, or — for anything longer than an address can be (a
 * test's name, a misconfigured proxy's header) — a hash of it, so a key always fits the table.
 */
function clientKey(network: string): string {
  return network.length <= 64 ? network : `h-${createHash('sha256').update(network).digest('base64url')}`;
}

/** The per-bucket limiters of one app, on one store. */
export class RateLimits {
  private readonly limiters = new Map<Bucket, RateLimiterAbstract>();

  /**
   * `scale` multiplies every limit (0: none at all). `valkey` is the client of a Valkey store;
   * `pool` that of a PostgreSQL one; neither: memory.
   */
  constructor(
    scale: number,
    readonly store: RateLimitStore,
    clients: { pool?: Database['pool']; valkey?: Redis } = {},
  ) {
    if (scale === 0) return;
    for (const [bucket, perMinute] of Object.entries(RATE_LIMITS) as Array<[Bucket, number]>) {
      const points = Math.max(1, Math.floor(perMinute * scale));
      const keyPrefix = `lb:rl:${bucket}`;
      const common = { points, duration: RATE_LIMIT_WINDOW, keyPrefix };
      if (store === 'memory') {
        this.limiters.set(bucket, new RateLimiterMemory(common));
        continue;
      }
      const shared = {
        ...common,
        // A client over the limit is refused here until its window ends without asking the store
        // again: a flood costs the shared store one write per instance, not one per request.
        inMemoryBlockOnConsumed: points + 1,
        // When the store cannot be reached, each instance counts alone until it can again.
        insuranceLimiter: new RateLimiterMemory(common),
      };
      this.limiters.set(
        bucket,
        store === 'valkey'
          ? new RateLimiterRedis({ ...shared, storeClient: clients.valkey, rejectIfRedisNotReady: true })
          : new RateLimiterPostgres({
              ...shared,
              storeClient: clients.pool,
              storeType: 'pool',
              tableName: TABLE,
              // The table is the migration's; one bucket's limiter clears the rows of ended windows.
              tableCreated: true,
              clearExpiredByTimeout: bucket === 'list',
            }),
      );
    }
  }

  /** Counts a request of `client` (its network) in `bucket`: the seconds to wait, or 0 when it may go on. */
  async hit(bucket: Bucket, client: string): Promise<number> {
    const limiter = this.limiters.get(bucket);
    if (!limiter) return 0;
    try {
      await limiter.consume(clientKey(client));
      return 0;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      return Math.min(RATE_LIMIT_WINDOW, Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
    }
  }
}

/** A connected Valkey client for the rate limits (start-up fails when it cannot be reached). */
export async function connectValkey(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Never queue a command while disconnected: the limiter counts in memory until it is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  // Reconnects on its own; a lost connection must not crash the process. Said once each way.
  let lost = false;
  client.on('error', (err: Error) => {
    if (lost) return;
    lost = true;
    console.error(`[api] Valkey: ${err.message}; each instance counts its own rate limits until it is back`);
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    console.error('[api] Valkey is back: the rate limits are shared again');
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw new Error(`Cannot connect to VALKEY_URL / REDIS_URL: ${(err as Error).message}`);
  }
  return client;
}

/** The store the configuration and the database call for (see the module's comment). */
export function storeFor(
  config: Pick<Config, 'valkeyUrl'>,
  database: Pick<Database, 'pool'>,
): RateLimitStore {
  if (config.valkeyUrl) return 'valkey';
  return database.pool ? 'postgres' : 'memory';
}

/** The client's address as the app is configured to read it (see `addressResolver`). */
export function clientAddress(c: Ctx): string {
  return c.get('deps').clientAddress(c);
}

/**
 * Counts the request in the bucket; throws 429 (with `Retry-After`) once the client's minute is
 * used up. The client is its network (`networkKey`: an IPv6 /64 is one client), as for the click caps.
 */
export async function enforceRateLimit(c: Context<AppEnv>, bucket: Bucket) {
  const wait = await c.get('deps').limits.hit(bucket, networkKey(clientAddress(c)));
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ApiError(429, `Too many requests; try again in ${wait} s`);
  }
}

/** Answers 429 (with `Retry-After`) once the client has used up the bucket's requests for the minute. */
export function rateLimit(bucket: Bucket): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceRateLimit(c, bucket);
    await next();
  };
}
