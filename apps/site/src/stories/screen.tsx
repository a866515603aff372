/**
 * Page stories of route modules: the story renders the REAL route at its address — the route
 * table's layout, guard and screen module, the loader reading the mock service (MSW) through the
 * site's client — in a memory data router. A member may be signed in; the clock may be pinned.
 */
import type { Session } from '@lightbearers/api-client';
import { LinkProvider } from '@lightbearers/ui';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { LoginDialogHost } from '../app/LoginDialogHost';
import { RouterAnchor } from '../Root';
import { buildRoutes } from '../router/buildRoutes';
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

function StoryRouter({ path }: { path: string }) {
  const [router, setRouter] = useState<ReturnType<typeof createMemoryRouter> | null>(null);
  useEffect(() => {
    let live = true;
    // As the browser entry does: the matched layout and screen modules first, then the router.
    void resolveLazyRoutes(storyRoutes, path).then(() => {
      if (live) setRouter(createMemoryRouter(storyRoutes, { initialEntries: [path] }));
    });
    return () => {
      live = false;
    };
  }, [path]);
  return router ? <RouterProvider router={router} /> : null;
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
    const path = (context.parameters.router as { initialEntries?: string[] } | undefined)
      ?.initialEntries?.[0];
    if (!path) throw new Error('a route story needs parameters.router.initialEntries');
    if (member) startSession(member === true ? storyMember : member);
    else endSession();
    pinClock(now ?? null);
    return (
      <Provider store={appStore}>
        <StoryRouter key={`${context.id}:${path}`} path={path} />
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
