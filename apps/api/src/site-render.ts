import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from './context.js';
import { acceptsEncoding, contentSecurityPolicy } from './site.js';

/**
 * The members' pages rendered by the service (ADR 037): the site's server build
 * (`apps/site/dist-server/entry-server.js`) runs the page's route loaders in this process — their
 * calls go to the service's own routes without a network hop — and renders the page; the service
 * sends its head as soon as the data is read and the rest once rendered. A page that cannot be
 * rendered is answered with the client shell instead, never a 500.
 */

/** Vite's build manifest of the browser build. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The login data the site keeps in its `072today` cookie, as the renderer reads it. */
export interface LoginData {
  userID: number;
  userJWT: string;
  [field: string]: unknown;
}

/** What the site's server build exports (`src/entry-server.tsx`). */
export interface SiteRenderer {
  sessionFromCookie(cookie: string | null): LoginData | null;
  render(input: {
    request: Request;
    origin: string;
    fetch: typeof fetch;
    session: LoginData | null;
    template: string;
    manifest: BuildManifest;
    nonce: string;
    timeoutMs?: number;
  }): Promise<{ status: number; location?: string; body?: ReadableStream<Uint8Array>; personal: boolean }>;
}

/** The server build beside a built site (`{SITE_DIR}/../dist-server/entry-server.js`), or null when there is none. */
export function rendererFile(siteDir: string): string | null {
  const file = path.join(siteDir, '..', 'dist-server', 'entry-server.js');
  return existsSync(file) ? file : null;
}

/** Loads the site's server build. */
export async function loadRenderer(file: string): Promise<SiteRenderer> {
  const module = (await import(pathToFileURL(file).href)) as Partial<SiteRenderer>;
  if (typeof module.render !== 'function' || typeof module.sessionFromCookie !== 'function')
    throw new Error(`${file} is not the site's server build (no render/sessionFromCookie)`);
  return module as SiteRenderer;
}

/** Visitors' pages: any cache may keep them a minute (then revalidate in the background). */
export const CACHE_PAGE_PUBLIC = 'public, max-age=60, stale-while-revalidate=600';
/** A member's page: only their browser may keep it, and it asks again each time. */
export const CACHE_PAGE_PRIVATE = 'private, no-cache';

/** The cookie the site keeps its login data in. */
const LOGIN_COOKIE = '072today';

/**
 * The member of the request's login cookie, when the service accepts its token (the same check as
 * every call: `GET /api/users/me` in this process); otherwise null, and the cookie is to be deleted
 * so the browser's copy agrees with the page.
 */
async function checkedSession(
  renderer: SiteRenderer,
  cookie: string | null,
  inProcess: typeof fetch,
  origin: string,
): Promise<{ session: LoginData | null; stale: boolean }> {
  const session = renderer.sessionFromCookie(cookie);
  if (!session) return { session: null, stale: false };
  const answer = await inProcess(
    new Request(`${origin}/api/users/me`, { headers: { Authorization: `Bearer ${session.userJWT}` } }),
  );
  await answer.body?.cancel();
  if (answer.ok) return { session, stale: false };
  if (answer.status === 401) return { session: null, stale: true };
  throw new Error(`the session check answered ${answer.status}`);
}

export interface RenderPageOptions {
  renderer: SiteRenderer;
  fetch: typeof fetch;
  template: string;
  manifest: BuildManifest;
  /** The CSP hashes of the template's inline scripts. */
  scriptHashes: readonly string[];
}

/** Renders the page at `c`'s address; null when the renderer gives no page (the caller sends the shell). */
export async function renderPage(c: Context<AppEnv>, options: RenderPageOptions): Promise<Response | null> {
  const { config } = c.get('deps');
  const origin = config.publicSiteUrl;
  const { session, stale } = await checkedSession(
    options.renderer,
    c.req.header('cookie') ?? null,
    options.fetch,
    origin,
  );
  const nonce = randomBytes(16).toString('base64');
  const request = new Request(new URL(`${c.req.path}${new URL(c.req.url).search}`, origin), {
    headers: c.req.raw.headers,
  });
  const page = await options.renderer.render({
    request,
    origin,
    fetch: options.fetch,
    session,
    template: options.template,
    manifest: options.manifest,
    nonce,
  });
  const headers = new Headers({
    'Cache-Control': page.personal || stale ? CACHE_PAGE_PRIVATE : CACHE_PAGE_PUBLIC,
    Vary: 'Cookie, Accept-Encoding',
  });
  // A token the service no longer accepts: the browser drops its login too (the page was rendered
  // for a visitor, and the browser must agree with it when it hydrates).
  if (stale) headers.append('Set-Cookie', `${LOGIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  if (page.location) {
    headers.set('Location', page.location);
    return new Response(null, { status: page.status, headers });
  }
  if (!page.body) return null;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', contentSecurityPolicy(options.scriptHashes, nonce));
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (c.req.method === 'HEAD') {
    await page.body.cancel();
    return new Response(null, { status: page.status, headers });
  }
  if (acceptsEncoding(c.req.header('accept-encoding'), 'gzip')) {
    // Compressed as it streams: the head leaves before the body is rendered.
    headers.set('Content-Encoding', 'gzip');
    return new Response(page.body.pipeThrough(new CompressionStream('gzip')), {
      status: page.status,
      headers,
    });
  }
  return new Response(page.body, { status: page.status, headers });
}
