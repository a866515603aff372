import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { type AppEnv, dbOf, deps } from './context.js';
import { injectPreview, loadPostPreview, previewPostId } from './link-preview.js';
import { creditSharePage } from './routes/short-links.js';
import { type BuildManifest, renderPage, type SiteRenderer } from './site-render.js';

/**
 * The members' site, served by the service from its built folder (`SITE_DIR`, ADR 024): one origin
 * for the pages and the API. Only files that were in the folder when the service started can be
 * answered — the request path is looked up in that list, never joined onto the disk path, so no
 * `..` or encoded slash can reach outside it.
 */

/** A post page's share form: `/post/{id}/{userId}` or `/p/{id}/{userId}`. */
const SHARE_PAGE = /^\/(?:p|post)\/(\d{1,9})\/(\d{1,9})\/?$/;

/** Paths the service itself answers: never the site's, never the page fallback. */
export const SERVICE_PREFIXES = [
  '/api',
  '/stats',
  '/s',
  '/uploads',
  '/thumbs',
  '/download',
  '/health',
] as const;

export function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Content types by file extension. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Types worth compressing (fonts and pictures are compressed already). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

/** Vite's content-hashed output (`assets/name-Hash.ext`): never changes, cached for a year. */
const HASHED = /^\/assets\/.+-[\w-]{8,}\.\w+$/;

/** Files that must be revalidated every time: the page and the service worker that caches it. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** Other public files (icons, robots.txt): a day, then revalidated by ETag. */
export const CACHE_SHORT = 'public, max-age=86400';

type Entry = {
  file: string;
  type: string;
  etag: string;
  compressible: boolean;
  body?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

/**
 * The hosts and directives the site needs and nothing more (ADR 024). A rendered page (ADR 037)
 * adds its answer's `nonce`: the one inline script React writes, the loaders' data for hydration.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], nonce?: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The site's own modules, the inline pre-paint night-mode script by its hash, and the scripts
    // the LINE SDK (LIFF) adds itself from LINE's static host (its alert UI and analytics).
    'script-src': [
      "'self'",
      ...scriptHashes.map((h) => `'${h}'`),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      'https://static.line-scdn.net',
    ],
    // styled-components injects <style> elements at run time: inline styles cannot be hashed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Video posters come from the service (`/thumbs/…`, ADR 038): no YouTube or TikTok picture host.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://*.googleusercontent.com',
      'https://profile.line-scdn.net',
      'https://obs.line-scdn.net',
    ],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    // The four players (domain's playerUrl), and LIFF's sub-window message frame.
    'frame-src': [
      'https://www.youtube-nocookie.com',
      'https://www.tiktok.com',
      'https://www.facebook.com',
      'https://platform.twitter.com',
      'https://liff.line.me',
      'https://liff-subwindow.line.me',
    ],
    'connect-src': [
      "'self'",
      // LIFF: its API, its translations and its analytics.
      'https://api.line.me',
      'https://access.line.me',
      'https://liffsdk.line-scdn.net',
      'https://uts-front.line-apps.com',
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** SHA-256 source expressions (`sha256-…`) of every inline `<script>` in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.push(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

/** Every file under `root` by its URL path (`/assets/x.js`), dot folders left out. */
export function listFiles(root: string, dir = root, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    // Build metadata (Vite's `.vite/manifest.json`) is not part of the site.
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(root, full, out);
    else out.set(`/${path.relative(root, full).split(path.sep).join('/')}`, full);
  }
  return out;
}

function cacheControl(urlPath: string): string {
  if (NO_CACHE.has(urlPath) || urlPath.startsWith('/workbox-')) return CACHE_REVALIDATE;
  if (HASHED.test(urlPath)) return CACHE_IMMUTABLE;
  return CACHE_SHORT;
}

/** Whether an Accept-Encoding header accepts `name` (q=0 refuses; `*` stands for any other). */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  return (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}

/** Picks `br`, then `gzip`, from an Accept-Encoding header (q=0 refuses). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return null;
}

export type Site = {
  dir: string;
  csp: string;
  /** Answers a GET/HEAD for the site, or returns null to let the service's own routes answer. */
  answer: (c: Context<AppEnv>) => Response | null | Promise<Response | null>;
};

/**
 * The template of a rendered page with the build's style sheets in its head instead of linked: a
 * linked sheet blocks the first paint for one more round trip, which on a slow phone is most of
 * the time the rendered page waits for. (The client shell keeps its links: the worker caches it.)
 */
export function inlineStyleSheets(template: string, read: (urlPath: string) => string | null): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (link, href: string) => {
      const css = read(href);
      return css === null ? link : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
    },
  );
}

/** Calls the service in its own process (the rendered page's loaders, ADR 037). */
export type InProcessFetch = (c: Context<AppEnv>) => typeof fetch;

/**
 * Reads the built site's file list and its `index.html`; throws when the folder is not a build.
 * With a `renderer` (the site's server build), page addresses are rendered on the service (ADR 037);
 * without one, or when a page cannot be rendered, they get the client shell (`index.html`).
 */
export function loadSite(
  dir: string,
  renderer: SiteRenderer | null = null,
  inProcess?: InProcessFetch,
): Site {
  const files = listFiles(dir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`SITE_DIR ${dir} has no index.html (build the site first)`);
  const indexHtml = readFileSync(index, 'utf8');
  const scriptHashes = inlineScriptHashes(indexHtml);
  const csp = contentSecurityPolicy(scriptHashes);
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  const manifest: BuildManifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const entries = new Map<string, Entry>();
  for (const [urlPath, file] of files) {
    const ext = path.extname(file).toLowerCase();
    const stat = statSync(file);
    entries.set(urlPath, {
      file,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      compressible: COMPRESSIBLE.has(ext),
    });
  }

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

  const send = (c: Context<AppEnv>, urlPath: string, entry: Entry): Response => {
    const headers = new Headers({
      'Content-Type': entry.type,
      'Cache-Control': cacheControl(urlPath),
      ETag: entry.etag,
    });
    if (entry.compressible) headers.set('Vary', 'Accept-Encoding');
    if (entry.type.startsWith('text/html')) {
      headers.set('Content-Security-Policy', csp);
      // The page (not the API) sends its origin to the players: YouTube's embed refuses to play
      // without a Referer.
      headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers });
    const encoding = entry.compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    const body = bytes(entry, encoding);
    if (body !== entry.body && encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };

  /**
   * A post page with its link preview (ADR 028): the same page with the post's meta in its head,
   * built per request (the post can change), sent with its own ETag and revalidated every time.
   */
  const sendPostPage = async (c: Context<AppEnv>, id: number): Promise<Response | null> => {
    const origin = deps(c).config.publicSiteUrl;
    const preview = await loadPostPreview(dbOf(c), id, origin).catch(() => null);
    if (!preview) return null;
    const index = entries.get('/index.html')!;
    index.body ??= readFileSync(index.file);
    const pageUrl = `${origin}${c.req.path}`;
    const html = Buffer.from(injectPreview(index.body.toString('utf8'), preview, pageUrl), 'utf8');
    const etag = `"p-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const headers = new Headers({
      'Content-Type': index.type,
      'Cache-Control': CACHE_REVALIDATE,
      ETag: etag,
      Vary: 'Accept-Encoding',
      'Content-Security-Policy': csp,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 6 })
          : html;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };

  let rendered: string | undefined;
  /** The rendered pages' template (`index.html` with its styles inline), made once. */
  const renderTemplate = (): string => {
    rendered ??= inlineStyleSheets(indexHtml, (urlPath) => {
      const entry = entries.get(urlPath);
      return entry ? readFileSync(entry.file, 'utf8') : null;
    });
    return rendered;
  };

  return {
    dir,
    csp,
    answer(c) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
      const urlPath = c.req.path;
      if (isServicePath(urlPath)) return null;
      const entry = urlPath === '/' ? undefined : entries.get(urlPath);
      if (entry) return send(c, urlPath, entry);
      // A page address (a client route such as /p/12 or /@handle). Crawlers (LINE's and Facebook's
      // link previews) often send `Accept: */*` or none at all: they get the page too.
      const accept = c.req.header('accept') ?? '';
      const wantsHtml = urlPath === '/' || accept.includes('text/html');
      if (!wantsHtml && !accept.includes('*/*') && accept !== '') return null;
      // Without the server build (or when it fails): the client shell, with a post's link preview
      // in its head for crawlers that read no JavaScript (ADR 028).
      const shell = async (): Promise<Response | null> => {
        const postId = previewPostId(urlPath);
        const preview = postId === null ? null : await sendPostPage(c, postId);
        return preview ?? (wantsHtml ? send(c, '/index.html', entries.get('/index.html')!) : null);
      };
      // A share form of a post page (`/post/{id}/{userId}`, `/p/…`): the visit counts for the sharer
      // as its short link's would (ADR 021), before the page is answered.
      const share = SHARE_PAGE.exec(urlPath);
      const credit = share ? creditSharePage(c, Number(share[1]), Number(share[2])) : Promise.resolve(null);
      const withCredit = async (answer: Response | null): Promise<Response | null> => {
        const cookie = await credit.catch((error: unknown) => {
          console.error('[site] a share visit could not be counted', error);
          return null;
        });
        if (cookie && answer) answer.headers.append('Set-Cookie', cookie);
        return answer;
      };
      if (!renderer || !inProcess) return shell().then(withCredit);
      // The page rendered here, its head from its route's data (ADR 037).
      return renderPage(c, {
        renderer,
        fetch: inProcess(c),
        template: renderTemplate(),
        manifest,
        scriptHashes,
      })
        .then(
          (page) => page ?? shell(),
          (error: unknown) => {
            console.error(`[site] ${c.req.path} could not be rendered; sending the client shell`, error);
            return shell();
          },
        )
        .then(withCredit);
    },
  };
}

/** The site's pages and files, mounted at `/` after the service's routes: what they do not answer, the site does. */
export function siteRoutes(site: Site) {
  return new Hono<AppEnv>().get('*', async (c, next) => (await site.answer(c)) ?? next());
}
