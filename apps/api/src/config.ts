import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/client.js';
import { isLoopbackName } from './network.js';
import { KIOSK_SITE_BASE } from './rules.js';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seed: 'demo' | 'none';
  jwtSecret: string;
  publicSiteUrl: string;
  /** The development sign-in (demo members, one of them staff): opt-in, loopback only. */
  authDev: boolean;
  production: boolean;
  /** Proxies in front of the service whose `X-Forwarded-For` entry is trusted (0 = use the socket). */
  trustProxy: number;
  /** Origins allowed by CORS: PUBLIC_SITE_URL's, the kiosk's (KIOSK_URL) and CORS_ORIGINS. */
  corsOrigins: string[];
  google?: { clientId: string; clientSecret: string; redirectUri: string } | undefined;
  tiktok?: { clientKey: string; clientSecret: string; redirectUri: string } | undefined;
  lineChannelId?: string | undefined;
  /** Where a successful OAuth sign-in sends the browser (`#jwt=` is appended, in the fragment). */
  loginRedirectUrl: string;
  /** Largest accepted upload, bytes. */
  uploadLimit: number;
  /** Images decoded and re-encoded at once, process-wide (IMAGE_CONCURRENCY, 1–4). */
  imageConcurrency: number;
  /** Images that may wait for their turn before uploads answer 503 (IMAGE_QUEUE_LIMIT). */
  imageQueueLimit: number;
  /** Multiplies every rate limit (1 = the documented limits; 0 disables them, e.g. for the bench). */
  rateLimitScale: number;
  /**
   * Valkey (or Redis) keeping the rate limits' counters for every instance (`VALKEY_URL`, else
   * `REDIS_URL`); unset: PostgreSQL keeps them when the service runs on it, else this process (ADR 040).
   */
  valkeyUrl: string | undefined;
  logRequests: boolean;
  /** Seconds the ranking statistics (by-day lists, type counts, organisations) are reused; 0 = never. */
  statsCacheSeconds: number;
  /** Longest a database statement may run, milliseconds (PostgreSQL `statement_timeout`); 0 = no limit. */
  statementTimeoutMs: number;
  /** Daily caps on counted short-link clicks (ADR 021). */
  clickCaps: ClickCaps;
  /** The built members' site (`apps/site/dist`) the service serves beside the API, if any (ADR 024). */
  siteDir: string | undefined;
  /** Render the site's pages on the service when its server build is there (`SITE_RENDER`, default on). */
  siteRender: boolean;
  /** The card kiosk built for the site's origin (`apps/cards-kiosk/dist-site`), served at its card routes (ADR 039). */
  kioskDir: string | undefined;
  /** The site's public settings, read at run time (`GET /api/site-settings`): one build runs anywhere. */
  siteSettings: SiteSettings;
  /** How sign-in links by e-mail go out (ADR 041); null: e-mail sign-in is off. */
  mail: MailConfig | null;
  /** The public list of text-post gradients the service fetches (`TEXT_GRADIENTS_URL`); null: none. */
  textGradientsUrl: URL | null;
};

/** The public gradients list of product §7 (uiGradients' JSON). */
export const DEFAULT_TEXT_GRADIENTS_URL =
  'https://raw.githubusercontent.com/ghosh/uiGradients/master/gradients.json';

/**
 * Sign-in links by e-mail: over SMTP (`SMTP_URL`, `MAIL_FROM`), or — in development, with the
 * development sign-in on and no SMTP — into the service's outbox page (`/dev/outbox`), sent nowhere.
 */
export type MailConfig =
  | { transport: 'smtp'; url: string; from: string }
  | { transport: 'outbox'; from: string };

/** What the site shows from the service's configuration; an unset one hides its element. */
export type SiteSettings = {
  /** LINE's LIFF app id (`LIFF_ID`): LINE sign-in and "send to LINE". */
  liffId: string | null;
  /**
   * The site runs LIFF as `@line/liff-mock` (`LIFF_MOCK`, ADR 041): development only — refused in
   * production and without the development sign-in. The service still verifies every ID token with
   * LINE's verify endpoint.
   */
  liffMock: boolean;
  /** The landing page's hero video (`HERO_VIDEO_URL`). */
  heroVideoUrl: string | null;
  /** The external metaverse hall the landing page links to (`METAVERSE_URL`). */
  metaverseUrl: string | null;
  /** The chat group a new light-bearer is invited to (`CHAT_GROUP_URL`). */
  chatGroupUrl: string | null;
  /** The members' user manual the side menu links to (`USER_MANUAL_URL`). */
  manualUrl: string | null;
  /** The community's own pages on the networks, shown in the footer (`SOCIAL_*_URL`). */
  socialLinks: SocialLinks;
};

/** The networks the community's own pages may be on (the footer's icons, in this order). */
export const SOCIAL_NETWORKS = ['facebook', 'youtube', 'tiktok', 'twitter', 'line'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

/** The variable of each network's page: `SOCIAL_FACEBOOK_URL`, …, `SOCIAL_X_URL`, `SOCIAL_LINE_URL`. */
export const SOCIAL_LINK_VARIABLES: Record<SocialNetwork, string> = {
  facebook: 'SOCIAL_FACEBOOK_URL',
  youtube: 'SOCIAL_YOUTUBE_URL',
  tiktok: 'SOCIAL_TIKTOK_URL',
  twitter: 'SOCIAL_X_URL',
  line: 'SOCIAL_LINE_URL',
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

/** An optional absolute http(s) address setting; empty is unset. */
function optionalUrl(value: string | undefined, name: string): string | null {
  if (!value) return null;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${value}")`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${value}")`);
  return u.href;
}

function origin(value: string, name: string): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be absolute http(s) URLs (got "${value}")`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new ConfigError(`${name} must be absolute http(s) URLs (got "${value}")`);
  return u.origin;
}

/**
 * A Valkey or Redis address (`redis://`, `rediss://`; `valkey://` and `valkeys://` are the same
 * addresses by Valkey's own names), as the client reads it; unset stays unset.
 */
function valkeyAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new ConfigError(`VALKEY_URL / REDIS_URL must be a redis:// or valkey:// URL (got "${value}")`);
  }
  const schemes: Record<string, string> = {
    'redis:': 'redis:',
    'rediss:': 'rediss:',
    'valkey:': 'redis:',
    'valkeys:': 'rediss:',
  };
  const scheme = schemes[u.protocol];
  if (!scheme || !u.hostname)
    throw new ConfigError(`VALKEY_URL / REDIS_URL must be a redis:// or valkey:// URL (got "${value}")`);
  return `${scheme}${value.slice(u.protocol.length)}`;
}

/** Reads the environment; throws ConfigError with a clear message on a bad configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const liffId = (env.LIFF_ID ?? '').trim();
  if (liffId && !/^[\w-]{1,64}$/.test(liffId))
    throw new ConfigError(`LIFF_ID is not a LIFF app id (got "${liffId}")`);
  const portRaw = env.PORT ?? '1337';
  if (!/^\d+$/.test(portRaw) || Number(portRaw) > 65535)
    throw new ConfigError(`PORT must be a number 0–65535 (got "${portRaw}")`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const dataDirRaw = env.DATA_DIR || '.data/pglite';
  const dataDir = dataDirRaw.startsWith('memory://') ? dataDirRaw : path.resolve(apiRoot, dataDirRaw);
  // Demo data is opt-in (SEED=demo): a deployment that forgets a variable gets an empty database.
  const seedRaw = env.SEED || 'none';
  if (seedRaw !== 'demo' && seedRaw !== 'none')
    throw new ConfigError(`SEED must be demo or none (got "${seedRaw}")`);
  const host = env.HOST || '127.0.0.1';
  // The development sign-in hands out any demo member (one is staff): only when asked for, and only
  // on an address nobody else can reach (ADR 020).
  const authDev = bool(env.AUTH_DEV, 'AUTH_DEV', false);
  if (authDev && production)
    throw new ConfigError('AUTH_DEV (the development sign-in) is refused when NODE_ENV=production');
  if (authDev && !isLoopbackName(host))
    throw new ConfigError(
      `AUTH_DEV (the development sign-in) is refused on the non-loopback HOST "${host}" (use 127.0.0.1, ::1 or localhost)`,
    );
  // LINE as `@line/liff-mock` (ADR 041): a LINE account anybody can be — only beside the development
  // sign-in, which already needs a loopback address and no proxy, and never in production.
  const liffMock = bool(env.LIFF_MOCK, 'LIFF_MOCK', false);
  if (liffMock && production)
    throw new ConfigError('LIFF_MOCK (LINE as @line/liff-mock) is refused when NODE_ENV=production');
  if (liffMock && !authDev)
    throw new ConfigError(
      'LIFF_MOCK (LINE as @line/liff-mock) is for development only: it needs AUTH_DEV=true on a loopback HOST',
    );
  if (liffMock && !liffId)
    throw new ConfigError('LIFF_MOCK needs LIFF_ID (the LIFF app id the mock starts with)');
  const trustRaw = env.TRUST_PROXY || '0';
  if (!/^\d{1,2}$/.test(trustRaw))
    throw new ConfigError(`TRUST_PROXY must be the number of trusted proxy hops, 0–99 (got "${trustRaw}")`);
  // A proxy in front means requests arrive from the proxy's loopback address: the development
  // sign-in would answer the world (ADR 020).
  if (authDev && Number(trustRaw) > 0)
    throw new ConfigError(
      'AUTH_DEV (the development sign-in) is refused behind a reverse proxy (TRUST_PROXY is set)',
    );
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
  const corsOrigins = [
    ...new Set([
      origin(publicSiteUrl, 'PUBLIC_SITE_URL'),
      origin(env.KIOSK_URL || 'http://localhost:5174', 'KIOSK_URL'),
      ...(env.CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => origin(o, 'CORS_ORIGINS')),
    ]),
  ];
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
  const statementTimeoutRaw = env.STATEMENT_TIMEOUT_MS || String(DEFAULT_STATEMENT_TIMEOUT_MS);
  if (!/^\d{1,9}$/.test(statementTimeoutRaw))
    throw new ConfigError(
      `STATEMENT_TIMEOUT_MS must be a whole number of milliseconds ≥ 0 (got "${statementTimeoutRaw}")`,
    );
  const imageConcurrency = positiveCount(env.IMAGE_CONCURRENCY, 'IMAGE_CONCURRENCY', 1);
  if (imageConcurrency > 4)
    throw new ConfigError(
      `IMAGE_CONCURRENCY must be 1–4, below libuv's four threads (got "${imageConcurrency}")`,
    );
  const rateLimitScale = Number(env.RATE_LIMIT_SCALE ?? 1);
  if (!Number.isFinite(rateLimitScale) || rateLimitScale < 0)
    throw new ConfigError(`RATE_LIMIT_SCALE must be a number ≥ 0 (got "${env.RATE_LIMIT_SCALE}")`);
  const valkeyUrl = valkeyAddress(env.VALKEY_URL || env.REDIS_URL || undefined);
  const siteDir = env.SITE_DIR ? path.resolve(env.SITE_DIR) : undefined;
  if (siteDir && !existsSync(path.join(siteDir, 'index.html')))
    throw new ConfigError(`SITE_DIR must be a built site with an index.html (got "${env.SITE_DIR}")`);
  const kioskDir = env.KIOSK_DIR ? path.resolve(env.KIOSK_DIR) : undefined;
  if (kioskDir) {
    const index = path.join(kioskDir, 'index.html');
    if (!existsSync(index))
      throw new ConfigError(`KIOSK_DIR must be a built kiosk with an index.html (got "${env.KIOSK_DIR}")`);
    // The kiosk's own-origin build (`dist/`) would ask for its files at the site's `/assets/`.
    if (!readFileSync(index, 'utf8').includes(`"${KIOSK_SITE_BASE}assets/`))
      throw new ConfigError(
        `KIOSK_DIR must be the kiosk built for the site (vite build --mode site → dist-site; got "${env.KIOSK_DIR}")`,
      );
  }
  const mail = mailConfig(env, authDev);
  return {
    port: Number(portRaw),
    host,
    databaseUrl,
    dataDir,
    seed: seedRaw,
    jwtSecret,
    publicSiteUrl,
    authDev,
    production,
    trustProxy: Number(trustRaw),
    corsOrigins,
    google,
    tiktok,
    lineChannelId: env.LINE_CHANNEL_ID || undefined,
    loginRedirectUrl: env.LOGIN_REDIRECT_URL || `${publicSiteUrl}/me`,
    uploadLimit: Number.isFinite(uploadLimit) && uploadLimit > 0 ? uploadLimit : 10 * 1024 * 1024,
    imageConcurrency,
    imageQueueLimit: positiveCount(env.IMAGE_QUEUE_LIMIT, 'IMAGE_QUEUE_LIMIT', 8),
    rateLimitScale,
    valkeyUrl,
    logRequests: bool(env.LOG_REQUESTS, 'LOG_REQUESTS', false),
    statsCacheSeconds: statsCache,
    statementTimeoutMs: Number(statementTimeoutRaw),
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
    siteDir,
    siteRender: bool(env.SITE_RENDER, 'SITE_RENDER', true),
    kioskDir,
    siteSettings: {
      liffId: liffId || null,
      liffMock,
      heroVideoUrl: optionalUrl(env.HERO_VIDEO_URL, 'HERO_VIDEO_URL'),
      metaverseUrl: optionalUrl(env.METAVERSE_URL, 'METAVERSE_URL'),
      chatGroupUrl: optionalUrl(env.CHAT_GROUP_URL, 'CHAT_GROUP_URL'),
      manualUrl: optionalUrl(env.USER_MANUAL_URL, 'USER_MANUAL_URL'),
      socialLinks: Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => {
          const name = SOCIAL_LINK_VARIABLES[network];
          return [network, optionalUrl(env[name], name)];
        }),
      ) as SocialLinks,
    },
    mail,
    textGradientsUrl: textGradientsUrl(env.TEXT_GRADIENTS_URL),
  };
}

function textGradientsUrl(value: string | undefined): URL | null {
  const raw = (value ?? '').trim() || DEFAULT_TEXT_GRADIENTS_URL;
  if (raw === 'none') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`TEXT_GRADIENTS_URL must be an https URL or none (got "${raw}")`);
  }
  if (url.protocol !== 'https:' || url.username || url.password)
    throw new ConfigError(`TEXT_GRADIENTS_URL must be an https URL or none (got "${raw}")`);
  return url;
}

/** The outbox's sender: nothing is sent, any name will do. */
const OUTBOX_FROM = 'Lightbearers <sign-in@localhost>';

function mailConfig(env: NodeJS.ProcessEnv, authDev: boolean): MailConfig | null {
  const url = (env.SMTP_URL ?? '').trim();
  const from = (env.MAIL_FROM ?? '').trim();
  if (!url) {
    if (from) throw new ConfigError('MAIL_FROM is set without SMTP_URL (e-mail sign-in needs both)');
    // The outbox shows anyone's sign-in links: only beside the development sign-in (loopback only).
    return authDev ? { transport: 'outbox', from: OUTBOX_FROM } : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  if (!/[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+/.test(from))
    throw new ConfigError(
      `MAIL_FROM must be a sender address, e.g. "Lightbearers <no-reply@example.org>" (got "${from}")`,
    );
  return { transport: 'smtp', url, from };
}
