import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seed: 'demo' | 'none';
  jwtSecret: string;
  publicSiteUrl: string;
  authDev: boolean;
  production: boolean;
  google?: { clientId: string; clientSecret: string; redirectUri: string } | undefined;
  tiktok?: { clientKey: string; clientSecret: string; redirectUri: string } | undefined;
  lineChannelId?: string | undefined;
  /** Where a successful OAuth sign-in sends the browser (`?jwt=` is appended). */
  loginRedirectUrl: string;
  /** Largest accepted upload, bytes. */
  uploadLimit: number;
  /** Multiplies every rate limit (1 = the documented limits; 0 disables them, e.g. for the bench). */
  rateLimitScale: number;
  logRequests: boolean;
  /** Seconds the ranking statistics (by-day lists, type counts, organisations) are reused; 0 = never. */
  statsCacheSeconds: number;
  /** Daily caps on counted short-link clicks (ADR 021). */
  clickCaps: ClickCaps;
};

export type ClickCaps = {
  /** Counted clicks per client address (IPv4, or IPv6 /64) per Bangkok day, across all links. */
  perAddress: number;
  /** Counted clicks per sharer per Bangkok day. */
  perSharer: number;
};

/** The defaults of ADR 021. */
export const DEFAULT_CLICK_CAPS: ClickCaps = { perAddress: 30, perSharer: 300 };

function positiveCount(v: string | undefined, name: string, dflt: number): number {
  if (v === undefined || v === '') return dflt;
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1)
    throw new ConfigError(`${name} must be a whole number ≥ 1 (got "${v}")`);
  return Number(v);
}

export class ConfigError extends Error {}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function bool(v: string | undefined, name: string, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(`${name} must be true or false (got "${v}")`);
}

/** Reads the environment; throws ConfigError with a clear message on a bad configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const portRaw = env.PORT ?? '1337';
  if (!/^\d+$/.test(portRaw) || Number(portRaw) > 65535)
    throw new ConfigError(`PORT must be a number 0–65535 (got "${portRaw}")`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const dataDirRaw = env.DATA_DIR || '.data/pglite';
  const dataDir = dataDirRaw.startsWith('memory://') ? dataDirRaw : path.resolve(apiRoot, dataDirRaw);
  const seedRaw = env.SEED ?? (databaseUrl ? 'none' : 'demo');
  if (seedRaw !== 'demo' && seedRaw !== 'none')
    throw new ConfigError(`SEED must be demo or none (got "${seedRaw}")`);
  const authDev = bool(env.AUTH_DEV, 'AUTH_DEV', !production);
  if (authDev && production)
    throw new ConfigError('AUTH_DEV (the development sign-in) is refused when NODE_ENV=production');
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    if (dataDir.startsWith('memory://') || databaseUrl) jwtSecret = randomBytes(32).toString('hex');
    else {
      const file = path.join(dataDir, '..', 'jwt-secret');
      mkdirSync(path.dirname(file), { recursive: true });
      if (existsSync(file)) jwtSecret = readFileSync(file, 'utf8').trim();
      else {
        jwtSecret = randomBytes(32).toString('hex');
        writeFileSync(file, jwtSecret, { mode: 0o600 });
      }
    }
  } else if (jwtSecret.length < 16) throw new ConfigError('JWT_SECRET must be at least 16 characters');
  const publicSiteUrl = (env.PUBLIC_SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
  try {
    new URL(publicSiteUrl);
  } catch {
    throw new ConfigError(`PUBLIC_SITE_URL must be an absolute URL (got "${publicSiteUrl}")`);
  }
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          redirectUri: env.GOOGLE_REDIRECT_URI || `${env.PUBLIC_API_URL ?? ''}/api/connect/google/callback`,
        }
      : undefined;
  const tiktok =
    env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET
      ? {
          clientKey: env.TIKTOK_CLIENT_KEY,
          clientSecret: env.TIKTOK_CLIENT_SECRET,
          redirectUri: env.TIKTOK_REDIRECT_URI || `${env.PUBLIC_API_URL ?? ''}/api/connect/tiktok/callback`,
        }
      : undefined;
  const uploadLimit = Number(env.UPLOAD_LIMIT_BYTES ?? 10 * 1024 * 1024);
  const statsCache = Number(env.STATS_CACHE_SECONDS ?? 30);
  if (!Number.isFinite(statsCache) || statsCache < 0)
    throw new ConfigError(`STATS_CACHE_SECONDS must be a number ≥ 0 (got "${env.STATS_CACHE_SECONDS}")`);
  const rateLimitScale = Number(env.RATE_LIMIT_SCALE ?? 1);
  if (!Number.isFinite(rateLimitScale) || rateLimitScale < 0)
    throw new ConfigError(`RATE_LIMIT_SCALE must be a number ≥ 0 (got "${env.RATE_LIMIT_SCALE}")`);
  return {
    port: Number(portRaw),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    seed: seedRaw,
    jwtSecret,
    publicSiteUrl,
    authDev,
    production,
    google,
    tiktok,
    lineChannelId: env.LINE_CHANNEL_ID || undefined,
    loginRedirectUrl: env.LOGIN_REDIRECT_URL || `${publicSiteUrl}/me`,
    uploadLimit: Number.isFinite(uploadLimit) && uploadLimit > 0 ? uploadLimit : 10 * 1024 * 1024,
    rateLimitScale,
    logRequests: bool(env.LOG_REQUESTS, 'LOG_REQUESTS', false),
    statsCacheSeconds: statsCache,
    clickCaps: {
      perAddress: positiveCount(
        env.CLICK_CAP_PER_ADDRESS,
        'CLICK_CAP_PER_ADDRESS',
        DEFAULT_CLICK_CAPS.perAddress,
      ),
      perSharer: positiveCount(
        env.CLICK_CAP_PER_SHARER,
        'CLICK_CAP_PER_SHARER',
        DEFAULT_CLICK_CAPS.perSharer,
      ),
    },
  };
}
