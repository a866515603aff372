/**
 * Loads the lazy layout and screen modules of the routes an address matches, before a router is
 * created for it: the first render (or the hydration of the service's HTML, ADR 036) then has every
 * matched route's component, and a screen's pending view shows inside its layout.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const resolved = await lazy();
      // A route resolved twice (two routers over one table) keeps the first answer.
      if (route.lazy === lazy) Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
