/**
 * The one shape of a screen module (ADR 036): a `loader` that reads the screen's data through the
 * typed client of the request, a default component that renders that data, and `meta` — the
 * page's title and link-preview tags from the same data. The route table (`src/routes.tsx`) carries
 * the module's import; `buildRoutes` runs the route's guard, then the loader, in the browser and in
 * the service alike (server rendering, ADR 036).
 */
import type { Client, Session } from '@lightbearers/api-client';
import type { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { appStore, sessionAtom } from '../session/store';
import { pageOrigin } from '../siteOrigin';

type Store = ReturnType<typeof createStore>;

/**
 * What a loader reads its data with. In the browser: the site's one client and store. On the
 * service: a client bound to the request (its member's token, in-process calls) and a store of its
 * own, so no request ever sees another's member.
 */
export interface SiteContext {
  api: Client;
  store: Store;
  /** The origin the page is served from (absolute links in link previews). */
  origin: string;
  /** Rendering on the service (no window, no storage). */
  server: boolean;
  /** The clock of relative times; a loader puts its reading in its data, so the service's render and
   * the browser's hydration show the same "5 นาทีที่แล้ว". */
  now: () => number;
}

let clock = () => Date.now();

/** Fixes the browser's clock (page stories: relative times never drift from their baselines). */
export function pinClock(ms: number | null): void {
  clock = ms === null ? () => Date.now() : () => ms;
}

let browser: Promise<SiteContext> | null = null;

/**
 * The browser's context: the one client and the one store. The client (and the typed calls'
 * validation) loads with the first loader that runs in the browser, never with the first screen:
 * a page the service rendered hydrates with its data and runs no loader (ADR 037).
 */
function browserContext(): Promise<SiteContext> {
  browser ??= import('../api').then(({ api }) => ({
    api,
    store: appStore,
    origin: pageOrigin(),
    server: false,
    now: () => clock(),
  }));
  return browser;
}

/** The context a loader runs in: the service's per-request one, else the browser's. */
export function siteContext(context: unknown): Promise<SiteContext> {
  const site = (context as { site?: SiteContext } | null | undefined)?.site;
  return site ? Promise.resolve(site) : browserContext();
}

/** The store a context reads the session from (the browser's one store outside the service). */
export function siteStore(context: unknown): Store {
  return (context as { site?: SiteContext } | null | undefined)?.site?.store ?? appStore;
}

/** The clock of the context (the browser's, pinnable by stories). */
export function siteNow(context: unknown): number {
  return (context as { site?: SiteContext } | null | undefined)?.site?.now() ?? clock();
}

/** What every screen loader receives: React Router's arguments, the site context, the session. */
export interface ScreenArgs<Preset = Record<string, never>> extends LoaderFunctionArgs {
  site: SiteContext;
  /** The signed-in member of this request, or null. */
  session: Session | null;
  /** Fixed values the route table gives this route (which policy text, which social page). */
  preset: Preset;
  /** The request's address. */
  url: URL;
}

/** A page's title and link-preview tags (Open Graph / Twitter), from its loader's data. */
export interface ScreenMeta {
  /** The document title (30–50 characters with the brand, domain's `pageTitle`). */
  title: string;
  /** Meta description (and og:description). */
  description?: string;
  /** An absolute picture address for og:image / twitter:image. */
  image?: string;
  /** og:type. */
  type?: 'website' | 'article' | 'profile';
  /** Keep crawlers out (sign-in pages, a member's own pages). */
  noindex?: boolean;
  /**
   * The screen's largest picture when the page's code shows it later than the HTML (the feed's
   * TikTok row comes 500 ms after the page): the head preloads it, so it is there when it shows.
   */
  lcpImage?: { src: string; srcSet?: string; sizes?: string };
}

export interface MetaArgs<Data, Preset> {
  data: Data;
  params: Readonly<Record<string, string | undefined>>;
  preset: Preset;
  origin: string;
}

/**
 * How a screen is read offline (ADR 024): `offline/keptReading.ts`'s `keptOffline(keep)`. The
 * route runs the module's loader through `read`, renders its component through `screen`, and keeps
 * the data read online when `keep` says it is worth keeping.
 */
export interface OfflineReading<Data> {
  /** Whether this data is worth keeping (a read that failed in part is not). */
  keep: (data: Data) => boolean;
  /** The read, or the copy kept last when offline or when the read got no answer. */
  read: (read: () => Promise<Data>, url: URL, session: Session | null) => Promise<Data>;
  /** The screen, with the time its copy was kept above a kept copy. */
  screen: (Screen: ComponentType) => ComponentType;
}

/**
 * A bundled font face by its file's name: `sarabun-thai-500` is Sarabun's Thai subset at 500
 * (`sarabun-thai-500-normal-….woff2`), `noto-serif-thai-latin-700` Noto Serif Thai's Latin one at 700.
 */
export type FontFaceName = `${'sarabun' | 'noto-serif-thai'}-${'thai' | 'latin'}-${400 | 500 | 700}`;

/** A screen module, as the route table imports it. */
export interface ScreenModule<Data = unknown, Preset = Record<string, never>> {
  loader?: (args: ScreenArgs<Preset>) => Promise<Data> | Data;
  meta?: (args: MetaArgs<Data, Preset>) => ScreenMeta;
  /** Shown while the route's data loads on a first render without server data (the client shell). */
  Pending?: ComponentType;
  /** Kept for offline reading (ADR 024): `keptOffline(rule)` from `offline/keptReading.ts`. */
  offline?: OfflineReading<Data>;
  /**
   * The faces the screen's first screen draws with beyond those every page draws with
   * (`SHELL_FACES` in `entry-server.tsx`): the service preloads them with the page (ADR 037).
   */
  faces?: readonly FontFaceName[];
  default: ComponentType;
}

/** The screen's loader data, typed from its loader. */
export function useScreenData<L extends (...args: never[]) => unknown>(): Awaited<ReturnType<L>> {
  return useLoaderData() as Awaited<ReturnType<L>>;
}

/** The session a loader runs for. */
export function sessionOf(site: SiteContext): Session | null {
  return site.store.get(sessionAtom);
}
