/**
 * React Router data routes built from the route table: the root (session effects, progress bar,
 * cookie notice, login dialog) → one lazy layout route per layout → the leaf routes, each with the
 * guard as its loader and its screen as a lazy module (the first screen loads only its own code).
 */
import type { ComponentType, ReactElement } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { reloadOnChunkError } from './chunkReload';
import { guard } from './guards';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { ROUTE_TABLE, type RouteDef } from './routeTable';
import { currentSession } from './session/store';

type LayoutKey = RouteDef['layout'];

/** Each layout's lazy module. */
const LAYOUT_MODULES: Record<LayoutKey, () => Promise<{ Component: ComponentType }>> = {
  blank: () => import('./layouts/blank').then((m) => ({ Component: m.BlankLayout })),
  default: () => import('./layouts/default').then((m) => ({ Component: m.DefaultLayout })),
  nologin: () => import('./layouts/nologin').then((m) => ({ Component: m.NoLoginLayout })),
  nologinHeader: () => import('./layouts/nologinHeader').then((m) => ({ Component: m.NoLoginHeaderLayout })),
  nologinNoHeader: () =>
    import('./layouts/nologinNoHeader').then((m) => ({ Component: m.NoLoginNoHeaderLayout })),
  noLoginPost: () => import('./layouts/noLoginPost').then((m) => ({ Component: m.NoLoginPostLayout })),
  noLoginProfile: () =>
    import('./layouts/noLoginProfile').then((m) => ({ Component: m.NoLoginProfileLayout })),
  null: () => import('./layouts/null').then((m) => ({ Component: m.NullLayout })),
  profile: () => import('./layouts/profile').then((m) => ({ Component: m.ProfileLayout })),
};

/** Each screen's lazy module, rendered with what the table says about the route. */
function screenElement(def: RouteDef): () => Promise<{ element: ReactElement }> {
  switch (def.screen) {
    case 'landing':
      return () => import('./routes/landing').then((m) => ({ element: <m.LandingRoute /> }));
    case 'login':
      return () => import('./routes/login').then((m) => ({ element: <m.LoginRoute /> }));
    case 'devLogin':
      return () => import('./routes/devLogin').then((m) => ({ element: <m.DevLoginRoute /> }));
    case 'lineLogin':
      return () => import('./routes/lineLogin').then((m) => ({ element: <m.LineLoginRoute /> }));
    case 'policy':
      return () =>
        import('./routes/policy').then((m) => ({
          element: <m.PolicyRoute page={def.policy ?? 'privacy'} />,
        }));
    case 'app':
      return () => import('./routes/app').then((m) => ({ element: <m.AppRoute /> }));
    case 'notFound':
      return () => import('./routes/notFound').then((m) => ({ element: <m.NotFoundRoute /> }));
    case 'feed':
      return () => import('./routes/feed').then((m) => ({ element: <m.FeedRoute /> }));
    case 'media':
      return () =>
        import('./routes/media').then((m) => ({
          element: <m.MediaRoute social={def.social ?? 'youtube'} />,
        }));
    case 'post':
      return () => import('./routes/post').then((m) => ({ element: <m.PostRoute /> }));
    case 'creatorSub':
      return () =>
        import('./routes/applications').then((m) => ({ element: <m.ApplicationsRoute kind="creator" /> }));
    case 'sharerSub':
      return () =>
        import('./routes/applications').then((m) => ({ element: <m.ApplicationsRoute kind="sharer" /> }));
    case 'orgsub':
      return () => import('./routes/orgsub').then((m) => ({ element: <m.OrgSubRoute /> }));
    case 'statlist':
      return () => import('./routes/statlist').then((m) => ({ element: <m.StatListRoute /> }));
    case 'statlistMembers':
      return () => import('./routes/statlistMembers').then((m) => ({ element: <m.StatListMembersRoute /> }));
    case 'profileExport':
      return () => import('./routes/profileExport').then((m) => ({ element: <m.ProfileExportRoute /> }));
    case 'staffReview':
      return () => import('./routes/staffReview').then((m) => ({ element: <m.StaffReviewRoute /> }));
    case 'coinShop':
      return () => import('./routes/coinShop').then((m) => ({ element: <m.CoinShopRoute /> }));
    case 'coinProduct':
      return () => import('./routes/coinProduct').then((m) => ({ element: <m.CoinProductRoute /> }));
    case 'coinBasket':
      return () => import('./routes/coinBasket').then((m) => ({ element: <m.CoinBasketRoute /> }));
    case 'coinWallet':
      return () => import('./routes/coinWallet').then((m) => ({ element: <m.CoinWalletRoute /> }));
    case 'coinOrder':
      return () => import('./routes/coinOrder').then((m) => ({ element: <m.CoinOrderRoute /> }));
    case 'coinOrders':
      return () => import('./routes/coinOrders').then((m) => ({ element: <m.CoinOrdersRoute /> }));
    case 'stats':
      return () => import('./routes/stats').then((m) => ({ element: <m.StatsRoute /> }));
    case 'notices':
      return () => import('./routes/notices').then((m) => ({ element: <m.NoticesRoute /> }));
    case 'notice':
      return () => import('./routes/notice').then((m) => ({ element: <m.NoticeRoute /> }));
    case 'notifications':
      return () => import('./routes/noti').then((m) => ({ element: <m.NotificationsRoute /> }));
    case 'coming':
      return () =>
        import('./routes/coming').then((m) => ({
          element: <m.ComingRoute upcoming={def.upcoming ?? 'static'} />,
        }));
    case 'profile':
      return () => import('./routes/profile').then((m) => ({ element: <m.ProfileRoute /> }));
    case 'creator':
      return () => import('./routes/creator').then((m) => ({ element: <m.CreatorRoute /> }));
    case 'search':
      return () => import('./routes/search').then((m) => ({ element: <m.SearchRoute /> }));
  }
}

/** The guard of spec §2 as a loader: redirect, a 404 in place, or nothing. */
export function guardLoader(def: RouteDef) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const result = guard({
      layout: def.layout === 'profile' ? 'default' : def.layout,
      check: def.check ?? 'none',
      location: `${url.pathname}${url.search}`,
      params,
      signedIn: currentSession() !== null,
    });
    if (result.kind === 'redirect') throw redirect(result.to);
    if (result.kind === 'not-found') throw data('Not Found', { status: 404 });
    return null;
  };
}

function leaf(def: RouteDef): RouteObject {
  return { path: def.path, loader: guardLoader(def), lazy: reloadOnChunkError(screenElement(def)) };
}

/** The data routes: table order kept within each layout (React Router ranks paths itself). */
export function buildRoutes(table: readonly RouteDef[] = ROUTE_TABLE): RouteObject[] {
  const byLayout = new Map<LayoutKey, RouteDef[]>();
  for (const def of table) byLayout.set(def.layout, [...(byLayout.get(def.layout) ?? []), def]);
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      children: [...byLayout].map(([layout, defs]) => ({
        id: `layout:${layout}`,
        lazy: reloadOnChunkError(LAYOUT_MODULES[layout]),
        children: [{ errorElement: <RouteError />, children: defs.map(leaf) }],
      })),
    },
  ];
}

export const routes = buildRoutes();
