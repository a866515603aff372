/**
 * The routers of page stories. `atRoute` renders the REAL route at the story's address — the route
 * table's layout, guard and screen module, the loader reading the mock service (MSW) through the
 * site's client — in a memory data router. `inLayout` renders the story's own element inside a
 * layout route (its chrome's loader included): a screen's pending view, a placeholder. A member may
 * be signed in; the clock may be pinned.
 */
import type { Session } from '@lightbearers/api-client';
import { LinkProvider } from '@lightbearers/ui';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { LoginDialogHost } from '../app/LoginDialogHost';
import type { LayoutKey } from '../layouts';
import { bellAtom } from '../notifications/bellState';
import { forgetLikes } from '../posts/likes';
import { buildRoutes, layoutRoute } from '../router/buildRoutes';
import { RouterAnchor } from '../router/RouterAnchor';
import { resolveLazyRoutes } from '../router/resolveLazy';
import { pinClock } from '../router/screen';
import { ROUTE_TABLE } from '../routes';
import { appStore, endSession, startSession } from '../session/store';
import { storyMember } from './site';

/** The root of a page story: router links and the login dialog, no cookie notice or progress bar. */
function StoryRoot() {
  return (
    <LinkProvider component={RouterAnchor}>
      <Outlet />
      <LoginDialogHost />
    </LinkProvider>
  );
}

const storyRoutes = buildRoutes(ROUTE_TABLE, { root: StoryRoot });

function StoryRouter({ path, routes }: { path: string; routes: () => RouteObject[] }) {
  const [router, setRouter] = useState<ReturnType<typeof createMemoryRouter> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one router per mount (the story is keyed).
  useEffect(() => {
    let live = true;
    const table = routes();
    // As the browser entry does: the matched layout and screen modules first, then the router.
    void resolveLazyRoutes(table, path).then(() => {
      if (live) setRouter(createMemoryRouter(table, { initialEntries: [path] }));
    });
    return () => {
      live = false;
    };
  }, [path]);
  return router ? <RouterProvider router={router} /> : null;
}

/** A fresh visit: the member and clock the story asks for, no bell polled, no like written. */
function freshVisit(member: Session | boolean, now: number | undefined) {
  if (member) startSession(member === true ? storyMember : member);
  else endSession();
  pinClock(now ?? null);
  appStore.set(bellAtom, null);
  forgetLikes(appStore);
}

function storyPath(context: { parameters: Record<string, unknown> }): string {
  const path = (context.parameters.router as { initialEntries?: string[] } | undefined)?.initialEntries?.[0];
  if (!path) throw new Error('a page story needs parameters.router.initialEntries (pageParameters)');
  return path;
}

export interface AtRouteOptions {
  /** The signed-in member (`true`: the default story member), or signed out. */
  member?: Session | boolean;
  /** The clock of relative times (ms since the epoch). */
  now?: number;
}

/**
 * Renders the route at the story's address (`parameters.router.initialEntries[0]`, as
 * `pageParameters` sets it) instead of the story's component.
 */
export function atRoute({ member = false, now }: AtRouteOptions = {}): Decorator {
  return (_Story, context) => {
    const path = storyPath(context);
    freshVisit(member, now);
    return (
      <Provider store={appStore}>
        <StoryRouter key={`${context.id}:${path}`} path={path} routes={() => storyRoutes} />
      </Provider>
    );
  };
}

/**
 * Renders the story's own element as the screen of `layout` (with the layout's chrome and its
 * loader), at the story's address, signed in (`member`: true for the story member) or not.
 */
export function inLayout(
  layout: LayoutKey,
  member: Session | boolean,
  options: { now?: number } = {},
): Decorator {
  return (Story, context) => {
    const path = storyPath(context);
    freshVisit(member, options.now);
    const routes = () => [
      {
        id: 'root',
        Component: StoryRoot,
        children: [layoutRoute(layout, [{ path: '*', element: <Story /> }])],
      },
    ];
    return (
      <Provider store={appStore}>
        <StoryRouter key={`${context.id}:${path}`} path={path} routes={routes} />
      </Provider>
    );
  };
}

/**
 * The screen marked `data-testid={testId}` once it says `data-state="ready"` (looked up again on
 * each try: the route's pending view and its screen are different elements).
 */
export async function screenReady(canvasElement: HTMLElement, testId: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByTestId(testId)).toHaveAttribute('data-state', 'ready'), {
    timeout: 10_000,
  });
  return canvas.getByTestId(testId);
}
