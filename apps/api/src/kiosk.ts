import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type Context, Hono } from 'hono';
import type { AppEnv } from './context.js';
import { isKioskPage, KIOSK_SITE_BASE, KIOSK_SITE_SCOPE } from './rules.js';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  COMPRESSIBLE,
  inlineScriptHashes,
  listFiles,
  pickEncoding,
  TYPES,
} from './site.js';

/**
 * The card kiosk on the site's origin (ADR 039): its site build (`KIOSK_DIR`,
 * `apps/cards-kiosk/dist-site`) is served under `/card-kiosk/`, and its pages — `/card`,
 * `/card/as`, `/card/m7`, `/card22`, `/card22m`, `/card22s` and its home `/card-kiosk/` — get its
 * `index.html`, before the site's pages are looked at. As for the site, only the files listed when
 * the service started can be answered: the request path is looked up, never joined onto a disk path.
 */

/** The kiosk's policy: its own scripts and styles, its pictures drawn in the page, nothing from elsewhere. */
export function kioskContentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The template thumbnails and the saved JPEG are drawn in the page (data: and blob: URLs).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Vite's content-hashed output under the kiosk's folder: cached for a year. */
const HASHED = /^\/assets\/.+-[\w-]{8,}\.\w+$/;
/** The page, the worker, Workbox's runtime and the manifest: revalidated every time. */
const NO_CACHE = /^\/(?:index\.html|sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;

type Entry = {
  file: string;
  type: string;
  etag: string;
  compressible: boolean;
  body?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

export type Kiosk = {
  dir: string;
  csp: string;
  /** Answers a GET/HEAD for the kiosk, or returns null to let the site and the service answer. */
  answer: (c: Context<AppEnv>) => Response | null;
};

/** Reads the kiosk's site build; throws when the folder is not one. */
export function loadKiosk(dir: string): Kiosk {
  const files = listFiles(dir);
  const indexFile = files.get('/index.html');
  if (!indexFile) throw new Error(`KIOSK_DIR ${dir} has no index.html (build the kiosk first)`);
  const csp = kioskContentSecurityPolicy(inlineScriptHashes(readFileSync(indexFile, 'utf8')));
  const entries = new Map<string, Entry>();
  for (const [relative, file] of files) {
    const ext = path.extname(file).toLowerCase();
    const stat = statSync(file);
    entries.set(relative, {
      file,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"k${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      compressible: COMPRESSIBLE.has(ext),
    });
  }
  const index = entries.get('/index.html')!;

  /** The bytes in the chosen encoding, compressed once on first use and kept. */
  const bytes = (entry: Entry, encoding: 'br' | 'gzip' | null): Buffer => {
    entry.body ??= readFileSync(entry.file);
    if (!entry.compressible || encoding === null || entry.body.length < 512) return entry.body;
    if (encoding === 'br')
      entry.br ??= brotliCompressSync(entry.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      });
    else entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return encoding === 'br' ? entry.br! : entry.gzip!;
  };

  const send = (c: Context<AppEnv>, relative: string, entry: Entry): Response => {
    const headers = new Headers({
      'Content-Type': entry.type,
      'Cache-Control': NO_CACHE.test(relative)
        ? CACHE_REVALIDATE
        : HASHED.test(relative)
          ? CACHE_IMMUTABLE
          : CACHE_SHORT,
      ETag: entry.etag,
    });
    if (entry.compressible) headers.set('Vary', 'Accept-Encoding');
    if (entry === index) {
      headers.set('Content-Security-Policy', csp);
      headers.set('Referrer-Policy', 'no-referrer');
    }
    // The worker lives in the kiosk's folder but controls the `/card` prefix: every card route.
    if (relative === '/sw.js') headers.set('Service-Worker-Allowed', KIOSK_SITE_SCOPE);
    if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers });
    const encoding = entry.compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    const body = bytes(entry, encoding);
    if (body !== entry.body && encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };

  return {
    dir,
    csp,
    answer(c) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
      const urlPath = c.req.path;
      if (isKioskPage(urlPath)) return send(c, '/index.html', index);
      if (!urlPath.startsWith(KIOSK_SITE_BASE)) return null;
      const relative = urlPath.slice(KIOSK_SITE_BASE.length - 1);
      const entry = entries.get(relative);
      return entry ? send(c, relative, entry) : null;
    },
  };
}

/** The kiosk's pages and files, mounted at `/` before the site: its pages are never the site's. */
export function kioskRoutes(kiosk: Kiosk) {
  return new Hono<AppEnv>().get('*', async (c, next) => kiosk.answer(c) ?? next());
}
