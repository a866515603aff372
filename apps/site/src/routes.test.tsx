/**
 * Every row of product §2's login-state and layout rules, through the real route table (guards as
 * loaders, lazy layouts and screens) in a memory router.
 */

import { KIOSK_SITE_PAGES } from '@lightbearers/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoutes } from './router/buildRoutes';
import type { ScreenModule } from './router/screen';
import { profileScreen, ROUTE_TABLE } from './routes';

import { clearStoredLogin } from './session/storage';
import { appStore, sessionAtom, startSession } from './session/store';
import { SESSION } from './test/fixtures';
import { setupSiteApi } from './test/mockApi';
import { renderRoute } from './test/renderRoute';

setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  clearStoredLogin();
  localStorage.clear();
});

/** A screen that only marks where the profile would be. */
const profileStandIn = (): Promise<ScreenModule> =>
  Promise.resolve({ default: () => <p data-testid="profile-stand-in" /> });

/**
 * The table with the profile screen stood in for: these tests are about the guards' addresses, and
 * the real profile screen then rewrites the address itself (its own tests, `routes/profile.test.tsx`).
 */
const GUARDS_TABLE = ROUTE_TABLE.map((def) =>
  def.screen === profileScreen ? { ...def, screen: profileStandIn } : def,
);

async function visit(path: string, { signedIn }: { signedIn: boolean }) {
  if (signedIn) startSession(SESSION);
  const router = renderRoute(path, buildRoutes(GUARDS_TABLE));
  // Settled: the first load (and any redirect after it) done, a layout on the page.
  await waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
      expect(document.querySelector('[data-layout]')).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  // The router's last state has reached the page.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const { pathname, search } = router.state.location;
  return {
    router,
    at: `${pathname}${search}`,
    layout: document.querySelector('[data-layout]')?.getAttribute('data-layout'),
  };
}

describe('signed out: post and profile routes go to their no-login versions (tabs and query kept)', () => {
  it.each([
    ['/p/12', '/post/12', 'noLoginPost'],
    ['/p/all', '/post/all', 'noLoginPost'],
    ['/p/12/34', '/post/12/34', 'noLoginPost'],
    ['/p/all?facebook=1', '/post/all?facebook=1', 'noLoginPost'],
    ['/u7', '/user7', 'noLoginProfile'],
    ['/u7/share', '/user7/share', 'noLoginProfile'],
    ['/@somchai', '/u@somchai', 'noLoginProfile'],
    ['/@somchai/youtube', '/u@somchai/youtube', 'noLoginProfile'],
  ])('%s → %s (%s layout)', async (from, to, layout) => {
    const result = await visit(from, { signedIn: false });
    expect(result.at).toBe(to);
    expect(result.layout).toBe(layout);
  });
});

describe('signed in: no-login routes go to /p/{id} and /u{id}', () => {
  it.each([
    ['/post/12', '/p/12'],
    ['/post/12/34?uid=3', '/p/12/34?uid=3'],
    ['/user7', '/u7'],
    ['/user7/tiktok', '/u7/tiktok'],
    ['/u@somchai', '/@somchai'],
    ['/u@somchai/share', '/@somchai/share'],
    ['/404NoLogin', '/404'],
  ])('%s → %s (default layout)', async (from, to) => {
    const result = await visit(from, { signedIn: true });
    expect(result.at).toBe(to);
    expect(result.layout).toBe('default');
  });
});

describe('invalid post id or social tab → /404 (signed in) or /404NoLogin', () => {
  it.each([
    ['/p/abc', true, '/404'],
    ['/p/0', true, '/404'],
    ['/p/12/x', true, '/404'],
    ['/post/abc', false, '/404NoLogin'],
    ['/p/abc', false, '/404NoLogin'],
    ['/u7/facebook', true, '/404'],
    ['/@somchai/Share', true, '/404'],
    ['/user7/facebook', false, '/404NoLogin'],
    ['/u@somchai/x', false, '/404NoLogin'],
  ])('%s (signed in: %s) → %s', async (from, signedIn, to) => {
    const result = await visit(from, { signedIn });
    expect(result.at).toBe(to);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('valid ids and tabs stay', async () => {
    expect((await visit('/p/all?photo=1&link=1', { signedIn: true })).at).toBe('/p/all?photo=1&link=1');
  });
});

describe('blank layout: without the login cookie, to /', () => {
  it.each([
    '/me',
    '/noti',
    '/sharer',
    '/creator-sub',
    '/coin/basket',
    '/coin/wallet',
    '/coin/wallet/2',
    '/coin/order/5',
  ])('%s → /', async (from) => {
    const result = await visit(from, { signedIn: false });
    expect(result.at).toBe('/');
    expect(result.layout).toBe('nologinNoHeader');
  });

  it('signed in, the page shows in the members chrome', async () => {
    const result = await visit('/me', { signedIn: true });
    expect(result.at).toBe('/me');
    expect(result.layout).toBe('blank');
    expect(await screen.findByTestId('site-header', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('layouts', () => {
  it.each([
    ['/', false, 'nologinNoHeader'],
    ['/login', false, 'nologinHeader'],
    ['/privacy', false, 'nologinHeader'],
    ['/cookie', true, 'nologinHeader'],
    ['/service', false, 'nologinHeader'],
    ['/app', false, 'nologinHeader'],
    ['/404NoLogin', false, 'nologin'],
    ['/orgsub', false, 'nologin'],
    ['/all/other', false, 'default'],
    ['/all/other', true, 'default'],
    ['/topshare', true, 'default'],
    ['/profileexport', true, 'null'],
  ])('%s (signed in: %s) → %s', async (path, signedIn, layout) => {
    const result = await visit(path, { signedIn });
    expect(result.at).toBe(path);
    expect(result.layout).toBe(layout);
  });

  it('default: header (and its members controls) when signed in; a visitor gets the login button', async () => {
    await visit('/all/other', { signedIn: true });
    expect(await screen.findByTestId('site-header', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ' })).toBeNull();
  });

  // The product's static pages (ADR 041): each its own screen, none a placeholder.
  it.each([
    ['/test', 'self-check'],
    ['/sapha', 'sapha'],
    ['/feed', 'sample-feed'],
  ])('%s shows its screen (%s)', async (path, name) => {
    const result = await visit(path, { signedIn: false });
    expect(result.at).toBe(path);
    expect(result.layout).toBe('default');
    await waitFor(() => expect(document.querySelector(`[data-screen="${name}"]`)).not.toBeNull(), {
      timeout: 10_000,
    });
  });
});

describe('unknown paths show the not-found page', () => {
  // The card routes too, when the site is reached without the kiosk (a service without KIOSK_DIR).
  it.each(['/no/such/page', '/xyz', '/a/b', '/u', '/user', '/@', '/card22', '/card/as'])(
    '%s',
    async (path) => {
      const result = await visit(path, { signedIn: false });
      expect(result.at).toBe(path);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    },
  );
});

describe('the route table', () => {
  it('declares every route of product §2', () => {
    const paths = new Set(ROUTE_TABLE.map((r) => r.path));
    for (const p of [
      '/',
      '/login',
      '/privacy',
      '/cookie',
      '/service',
      '/noti',
      '/app',
      '/test',
      '/feed',
      '/sapha',
      '/profileexport',
      '/all/other',
      '/all/youtube',
      '/all/tiktok',
      '/all/cat/:catId',
      '/all/:social',
      '/all/:social/:cat',
      '/p/:id',
      '/p/:id/:uid',
      '/post/:id',
      '/post/:id/:uid',
      '/me',
      '/:profile',
      '/:profile/:social',
      '/notice',
      '/notice/:id',
      '/creator-sub',
      '/sharer',
      '/orgsub',
      '/coin',
      '/coin/page/:page',
      '/coin/:id',
      '/coin/basket',
      '/coin/wallet',
      '/coin/wallet/:page',
      '/coin/order/:id',
      '/topshare',
      '/stat',
      '/creator',
      '/search',
      '/search/:slug',
      '/statlist',
      '/statlist/:org1/:org2',
      '/404',
      '/404NoLogin',
      '*',
    ])
      expect(paths, p).toContain(p);
  });

  it('claims none of the card routes: they are the card kiosk’s, served by the service (ADR 039)', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    for (const page of KIOSK_SITE_PAGES) expect(paths, page).not.toContain(page);
    expect(paths.filter((p) => p.startsWith('/card'))).toEqual([]);
  });

  it('navigations inside the app are guarded too, not only the first load', async () => {
    const { router } = await visit('/p/5', { signedIn: false });
    await act(async () => {
      await router.navigate('/me');
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('every layout: the skip link is the first tab stop and goes to the main content', () => {
  it.each([
    ['/', false, 'nologinNoHeader'],
    ['/login', false, 'nologinHeader'],
    ['/404NoLogin', false, 'nologin'],
    ['/post/12', false, 'noLoginPost'],
    ['/user7', false, 'noLoginProfile'],
    ['/profileexport', false, 'null'],
    ['/notice', true, 'default'],
    ['/noti', true, 'blank'],
    ['/login', true, 'nologinHeader'],
  ])('%s (signed in: %s) — %s', async (path, signedIn, layout) => {
    const result = await visit(path, { signedIn });
    expect(result.layout).toBe(layout);
    const main = document.getElementById('main');
    expect(main?.tagName).toBe('MAIN');
    expect(main).toHaveAttribute('tabindex', '-1');
    // The member's chrome (side menu, header) loads lazily: wait for it before counting tab stops.
    if (signedIn) await screen.findAllByTestId('site-header', {}, { timeout: 10_000 });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.getElementById('main')).toHaveFocus();
  });
});
