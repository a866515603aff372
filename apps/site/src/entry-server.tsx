/**
 * The site rendered by the service (ADR 037): the same route table, guards and loaders as in the
 * browser, run in the service's process with a client bound to the request (its member's token,
 * in-process calls), rendered with React's streaming renderer and styled-components' server sheet.
 * The page's head (title, link-preview tags, preload links of the route's chunks) is sent as soon as
 * the loaders have answered; the body follows once everything is rendered, with the loaders' data
 * embedded once for hydration. Built by `vite build --ssr` into `dist-server/`.
 */

import { PassThrough } from 'node:stream';
import { type Client, createClient, type Session } from '@lightbearers/api-client';
import { LOGIN_STORAGE_KEY } from '@lightbearers/domain';
import { GlobalStyle } from '@lightbearers/ui';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { consentInCookie, consentServedAtom } from './app/consent';
import { LAYOUT_SOURCES, type LayoutKey } from './layouts';
import { buildRoutes, type ScreenHandle } from './router/buildRoutes';
import { PartsRendered } from './router/lazyPart';
import { headTags, pageHead, screenMeta } from './router/meta';
import type { FontFaceName, SiteContext } from './router/screen';
import { ROUTE_TABLE } from './routes';
import { parseLoginData, readCookie } from './session/storage';
import { sessionAtom } from './session/store';
import { SiteOrigin, shortLinkBaseOf } from './siteOrigin';

const routes = buildRoutes(ROUTE_TABLE);
const handler = createStaticHandler(routes);

/** Vite's build manifest of the browser build (`dist/.vite/manifest.json`). */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }
>;

export interface RenderInput {
  /** The page request as the service received it (address, cookie, headers). */
  request: Request;
  /** The site's public origin (links in the head, the client's base). */
  origin: string;
  /** Calls the service in its own process. */
  fetch: typeof fetch;
  /**
   * The member of the request's `072today` login data once the service has checked its token, or
   * null (a visitor, or a token the service refused).
   */
  session: Session | null;
  /** The built `index.html`. */
  template: string;
  manifest: BuildManifest;
  /** The CSP nonce of this answer (the hydration script carries it). */
  nonce: string;
  /** Gives up rendering after this many milliseconds (the service then sends the client shell). */
  timeoutMs?: number;
}

export interface Rendered {
  status: number;
  /** A redirect's target (the guards, a profile's own address, a failed load's fallback). */
  location?: string;
  /** The page: its head first, the rest once rendered. */
  body?: ReadableStream<Uint8Array>;
  /** Whether a member's data is on the page (the service then caches it privately). */
  personal: boolean;
}

/** The login data in a `Cookie` header (the service checks its token before trusting it). */
export function sessionFromCookie(cookie: string | null): Session | null {
  const stored = parseLoginData(readCookie(cookie ?? '', LOGIN_STORAGE_KEY));
  return stored.kind === 'session' ? stored.session : null;
}

function serverClient(input: RenderInput): Client {
  const { origin } = input;
  return createClient({
    baseUrl: origin,
    statsUrl: `${origin}/stats`,
    shortLinkBase: shortLinkBaseOf(origin),
    siteUrl: origin,
    getToken: () => input.session?.userJWT ?? null,
    fetch: input.fetch,
    // One try: a page waits for no retry, and the service answers its own process at once.
    retries: 0,
  });
}

/** The chunk files of `key` and its static imports (the browser's modulepreload list). */
function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/** The JavaScript files the template loads (its entry's chunks). */
function entryFiles(manifest: BuildManifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  return entry ? chunkFiles(manifest, entry) : new Set<string>();
}

/** Preload links of `files` but those in `have` (the JavaScript only). */
function modulePreloads(files: Iterable<string>, have: ReadonlySet<string>): string {
  return [...files]
    .filter((file) => !have.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** The chunk files of the matched layout and screen (the head preloads them). */
function routeFiles(context: StaticHandlerContext, manifest: BuildManifest): Set<string> {
  const wanted = new Set<string>();
  for (const match of context.matches) {
    const layout = match.route.id?.startsWith('layout:') ? (match.route.id.slice(7) as LayoutKey) : null;
    const source = layout ? LAYOUT_SOURCES[layout] : (match.route.handle as ScreenHandle | undefined)?.source;
    if (source) chunkFiles(manifest, source, wanted);
  }
  return wanted;
}

/** The faces the matched screen declares (its module's `faces`). */
function screenFaces(matches: StaticHandlerContext['matches']): readonly FontFaceName[] {
  return matches.flatMap((match) => (match.route.handle as ScreenHandle | undefined)?.faces ?? []);
}

/**
 * The faces every page draws with (the site's shell): Sarabun's Thai and Latin subsets at 400 (the
 * body text), its Thai subset at 700 (names, buttons), and Noto Serif Thai's Thai and Latin subsets
 * at 700 (the logo and headings). A screen adds those its first screen draws with besides (`faces`
 * in its module). A face the page draws with that is not preloaded is found at the first layout and
 * lays the page out again when it arrives: on the feed, with four of them late, twice the boxes.
 */
const SHELL_FACES: readonly FontFaceName[] = [
  'sarabun-thai-400',
  'sarabun-latin-400',
  'sarabun-thai-700',
  'noto-serif-thai-thai-700',
  'noto-serif-thai-latin-700',
];

/**
 * Preload links of the faces a page draws with, the shell's and `screenFaces`, from the build's
 * manifest (they start with the page's head).
 */
export function fontPreloads(manifest: BuildManifest, screenFaces: readonly FontFaceName[] = []): string {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []));
  return [...new Set([...SHELL_FACES, ...screenFaces])]
    .flatMap((face) =>
      [...files]
        .filter((file) => file.startsWith(`assets/${face}-normal-`) && file.endsWith('.woff2'))
        .slice(0, 1),
    )
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('\n    ');
}

/** The template around the root: everything before `<div id="root">` and after its end. */
function splitTemplate(template: string): [string, string] {
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('the site template has no <div id="root"></div>');
  return [template.slice(0, at), template.slice(at + marker.length)];
}

/**
 * The page's code at low priority: a rendered page is readable before it runs, so on a slow phone
 * the code must not take the first second's bandwidth from the styles, the fonts and the largest
 * picture (at the browser's default, high, a module script and its preloads went first).
 */
function codeAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * The template's head with this page's title, description and link-preview tags in place of its
 * own, and its code (the template's and the route's) at low priority.
 */
function headWith(before: string, tags: string, preloads: string): string {
  const cleaned = before
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  return codeAtLowPriority(cleaned.replace('</head>', `    ${tags}\n    ${preloads}\n  </head>`));
}

/** Renders `input.request`'s page, or a redirect. Throws when the page cannot be rendered. */
export async function render(input: RenderInput): Promise<Rendered> {
  const store = createStore();
  store.set(sessionAtom, input.session);
  // The cookie notice is in the page unless the request says it was accepted.
  store.set(consentServedAtom, consentInCookie(input.request.headers.get('cookie')));
  const site: SiteContext = {
    api: serverClient(input),
    store,
    origin: input.origin,
    server: true,
    now: () => Date.now(),
  };
  const context = await handler.query(input.request, { requestContext: { site } });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { status: context.status, location, personal: input.session !== null };
    }
    throw new Error(`a loader answered ${context.status} without a redirect`);
  }

  const url = new URL(input.request.url);
  const [before, after] = splitTemplate(input.template);
  const entry = entryFiles(input.manifest);
  const route = routeFiles(context, input.manifest);
  // The parts the page renders (router/lazyPart.ts): it hydrates once their code is here too.
  const parts = new Set<string>();
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    pathname: match.pathname,
    params: match.params,
    data: context.loaderData[match.route.id],
    loaderData: context.loaderData[match.route.id],
    handle: match.route.handle,
  }));
  const head = headWith(
    before,
    headTags(pageHead(screenMeta(matches, input.origin), input.origin, url)),
    [fontPreloads(input.manifest, screenFaces(context.matches)), modulePreloads(route, entry)]
      .filter(Boolean)
      .join('\n    '),
  );

  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const app = sheet.collectStyles(
    <Provider store={store}>
      <GlobalStyle />
      <SiteOrigin.Provider value={input.origin}>
        <PartsRendered.Provider value={parts}>
          <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
        </PartsRendered.Provider>
      </SiteOrigin.Provider>
    </Provider>,
  );
  const rendered = renderToString(app, input.nonce, input.timeoutMs ?? 10_000).then(
    (html) => {
      const styles = sheet.getStyleTags();
      // The rendered parts' code, known once the page is rendered: it starts with the page's body
      // instead of once the screen's code has run (a link of this kind may stand in the body).
      const have = new Set([...entry, ...route]);
      const files = new Set<string>();
      for (const source of parts) chunkFiles(input.manifest, source, files);
      const preloads = codeAtLowPriority(modulePreloads(files, have));
      return `${styles}${preloads}<div id="root">${html}</div>${after}`;
    },
    (error: unknown) => {
      // Too late for another answer: the page goes on as the client shell (the browser renders it).
      console.error('[site] server rendering failed after the head was sent', error);
      return `<div id="root"></div>${after}`;
    },
  );
  rendered.finally(() => sheet.seal());

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // The head now: the browser fetches the code, fonts and styles while the page renders.
      controller.enqueue(encoder.encode(head));
      controller.enqueue(encoder.encode(await rendered));
      controller.close();
    },
  });
  return { status: context.statusCode, body, personal: input.session !== null };
}

/** React's streaming render, read whole once every part is ready (the styles must be known first). */
function renderToString(app: ReactNode, nonce: string, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    sink.on('error', reject);
    let failed: unknown = null;
    const stream = renderToPipeableStream(app, {
      nonce,
      // Every part is written in its place. React otherwise writes a large part (a feed, a post) after
      // the page as hidden HTML, with its loading placeholder in its place and a script that swaps
      // them: without JavaScript a visitor would read placeholders only, and a phone that paints
      // before the swap shows the page jump. Written whole once ready, the page gains nothing from it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) {
          clearTimeout(timer);
          reject(failed);
          return;
        }
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        failed ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error('server rendering timed out'));
      reject(new Error('server rendering timed out'));
    }, timeoutMs);
  });
}
