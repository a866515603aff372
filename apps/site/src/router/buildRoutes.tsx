/**
 * React Router data routes from the route table (`src/routes.tsx`): the root (progress bar, cookie
 * notice, login dialog) → one lazy layout route per layout → the leaves. A leaf's loader runs the
 * route's guard, then its screen module's loader, with the site context of the request (ADR 036);
 * its component, meta and pending view come from the same lazy module. The module's import starts
 * with the loader, so code and data load together.
 */
import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { loadChrome, NO_CHROME } from '../chrome/data';
import { LAYOUT_CHROME, type LayoutKey, layoutModule, layoutRouteId } from '../layouts';
import { Root } from '../Root';
import { RouteError } from '../RouteError';
import { sessionAtom } from '../session/store';
import { settingsLoader } from '../settings';
import { reloadOnChunkError } from './chunkReload';
import { guard, type RouteCheck } from './guards';
import type { ScreenModule } from './screen';
import { siteContext, siteNow, siteStore } from './screen';

/** One row of the route table. */
export interface RouteEntry {
  path: string;
  /** The layout around the screen (`profile`: chosen by the address's shape). */
  layout: LayoutKey;
  /** The screen module (with its source path when it comes from `src/screens/`). */
  // biome-ignore lint/suspicious/noExplicitAny: each module's data and preset types are its own.
  screen: (() => Promise<ScreenModule<any, any>>) & { source?: string };
  /** Route checks on top of the login-state rules. */
  check?: RouteCheck;
  /** Fixed values handed to the screen's loader and meta (which policy text, which video feed). */
  preset?: Record<string, string>;
}

/** What a leaf keeps in its `handle`: the module's meta function, the route's preset, its source. */
export interface ScreenHandle {
  meta?: ScreenModule['meta'];
  preset: Record<string, string>;
  /** The screen module's source path (`src/screens/…`), for the service's preload links. */
  source?: string;
  /** How the screen is kept for offline reading, if it is (ADR 024). */
  offline?: ScreenModule['offline'];
  /** The faces its first screen draws with beyond every page's (the service preloads them). */
  faces?: ScreenModule['faces'];
}

/** The guard of a row as a check on a loader's arguments: throws a redirect or a 404, or returns. */
function checkGuard(entry: RouteEntry, args: LoaderFunctionArgs, signedIn: boolean): void {
  const url = new URL(args.request.url);
  const result = guard({
    layout: entry.layout === 'profile' ? 'default' : entry.layout,
    check: entry.check ?? 'none',
    location: `${url.pathname}${url.search}`,
    params: args.params,
    signedIn,
  });
  if (result.kind === 'redirect') throw redirect(result.to);
  if (result.kind === 'not-found') throw data('Not Found', { status: 404 });
}

function leaf(entry: RouteEntry): RouteObject {
  const load = reloadOnChunkError(entry.screen);
  const preset = entry.preset ?? {};
  return {
    path: entry.path,
    loader: async (args) => {
      const session = siteStore(args.context).get(sessionAtom);
      checkGuard(entry, args, session !== null);
      const module = await load();
      if (!module.loader) return null;
      const site = await siteContext(args.context);
      const url = new URL(args.request.url);
      const read = async () => module.loader?.({ ...args, site, session, preset, url });
      // A screen kept for offline reading answers its kept copy when it cannot be read (ADR 024).
      return site.server || !module.offline ? read() : module.offline.read(read, url, session);
    },
    lazy: async () => {
      const module = await load();
      const { offline } = module;
      const handle: ScreenHandle = {
        meta: module.meta,
        preset,
        source: entry.screen.source,
        offline,
        // Read by the service only (its font preloads): the browser's first screen goes without.
        ...(import.meta.env.SSR ? { faces: module.faces } : {}),
      };
      const Pending: ComponentType | undefined = module.Pending;
      return {
        Component: offline ? offline.screen(module.default) : module.default,
        handle,
        ...(Pending ? { HydrateFallback: Pending } : {}),
      };
    },
  };
}

/** The member each layout's chrome was last read for, in this browser (see `shouldRevalidate`). */
const chromeReadFor = new Map<LayoutKey, number | null>();

/**
 * A layout route: its lazy module, and a loader that reads its chrome's data beside the screen's.
 * The chrome is read again only when the member changed (a sign-in or sign-out on the same layout)
 * or when the app asks (`revalidate()`), not on every navigation inside the layout.
 */
export function layoutRoute(layout: LayoutKey, children: RouteObject[]): RouteObject {
  return {
    id: layoutRouteId(layout),
    loader: async ({ context }) => {
      const session = siteStore(context).get(sessionAtom);
      const mode = LAYOUT_CHROME[layout];
      if (!(context as { site?: unknown } | undefined)?.site)
        chromeReadFor.set(layout, session?.userID ?? null);
      // A visitor's chrome, or a layout without one, reads nothing (and needs no client).
      if (!session || mode === 'none') return { ...NO_CHROME, now: siteNow(context) };
      const site = await siteContext(context);
      return loadChrome(site.api, session, mode, site.now());
    },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
      const member = siteStore(undefined).get(sessionAtom)?.userID ?? null;
      if (chromeReadFor.get(layout) !== member) return true;
      return defaultShouldRevalidate && currentUrl.href === nextUrl.href;
    },
    lazy: reloadOnChunkError(layoutModule(layout)),
    children,
  };
}

export interface BuildOptions {
  /** The root's element (stories leave the cookie notice and login dialog out). */
  root?: ComponentType;
}

/** The data routes: table order kept within each layout (React Router ranks paths itself). */
export function buildRoutes(table: readonly RouteEntry[], options: BuildOptions = {}): RouteObject[] {
  const RootComponent = options.root ?? Root;
  const byLayout = new Map<LayoutKey, RouteEntry[]>();
  for (const entry of table) byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), entry]);
  return [
    {
      id: 'root',
      Component: RootComponent,
      // The site's public settings, read once (ADR 037).
      loader: settingsLoader,
      shouldRevalidate: () => false,
      errorElement: <RouteError />,
      children: [...byLayout].map(([layout, entries]) =>
        layoutRoute(layout, [{ errorElement: <RouteError />, children: entries.map(leaf) }]),
      ),
    },
  ];
}
