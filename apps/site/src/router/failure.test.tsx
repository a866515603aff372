/**
 * The route error mapping (ADR 024): a read that got no answer is the offline state of the screen,
 * never "not found"; a 404 from the service is still the not-found page. Through the real route
 * table and the mock service, and with what the site kept for offline reading.
 */
import { ApiError } from '@lightbearers/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineCopy } from '../offline/copy';
import { FakeCacheStorage } from '../offline/fakeCache';
import { keepScreen } from '../offline/keptScreens';
import { appStore, sessionAtom } from '../session/store';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { renderRoute } from '../test/renderRoute';
import { failTo, isNetworkFailure, routeFailure } from './failure';

const { mock, server } = setupSiteApi();

const noAnswer = new ApiError('เกิดข้อผิดพลาดบางอย่าง', { kind: 'network', request: 'GET /api/posts/2' });
const tooSlow = new ApiError('เกิดข้อผิดพลาดบางอย่าง', { kind: 'timeout', request: 'GET /api/posts/2' });
const missing = new ApiError('เกิดข้อผิดพลาดบางอย่าง', {
  kind: 'http',
  status: 404,
  request: 'GET /api/posts/2',
});

describe('the route error mapping', () => {
  it('a read with no answer (offline, or none in time) is a network failure; an answer never is', () => {
    expect(isNetworkFailure(noAnswer)).toBe(true);
    expect(isNetworkFailure(tooSlow)).toBe(true);
    expect(isNetworkFailure(missing)).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('network failure → the offline state; 404 → not found; anything else → the error page', () => {
    expect(routeFailure(noAnswer)).toBe('offline');
    expect(routeFailure(tooSlow)).toBe('offline');
    // What the error element receives for `throw data('Not Found', { status: 404 })` (a guard's 404).
    expect(routeFailure({ status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' })).toBe(
      'not-found',
    );
    expect(routeFailure(new Error('A part of the site could not be loaded'))).toBe('error');
    expect(routeFailure(missing)).toBe('error');
  });

  it('failTo: a 404 from the service goes to the screen’s fallback, a network failure is thrown on', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirected = catchThrown(() => failTo('/404', missing, 'post'));
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).headers.get('Location')).toBe('/404');
    expect(catchThrown(() => failTo('/404', noAnswer, 'post'))).toBe(noAnswer);
  });
});

function catchThrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('a post page offline (visitor)', () => {
  let storage: FakeCacheStorage;
  beforeEach(() => {
    storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    appStore.set(sessionAtom, null);
  });

  const post = () => mock.db.posts[0]!;
  const offline = () => server.use(http.get(`${ORIGIN}/api/posts/:id`, () => HttpResponse.error()));

  it('a post that cannot be fetched shows the offline state with the kept screens, never the 404 page', async () => {
    await keepScreen('visitor', {
      path: '/all/other',
      title: 'โพสต์ล่าสุด',
      keptAt: Date.UTC(2026, 8, 28, 7, 0),
      build: 'development',
      data: {},
    });
    offline();
    renderRoute(`/post/${post().id}`);
    expect(await screen.findByTestId('offline-state', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: offlineCopy.unsavedTitle })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(await screen.findByRole('link', { name: 'โพสต์ล่าสุด' })).toHaveAttribute('href', '/all/other');
    expect(screen.getByText('บันทึกไว้เมื่อ 28 ก.ย. 2569 14:00 น.')).toBeInTheDocument();
  });

  it('a path that is no page shows the not-found page in place', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByTestId('not-found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });

  it('a post the service says does not exist still shows the not-found page', async () => {
    const router = renderRoute('/post/987654');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404NoLogin'), { timeout: 10_000 });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });

  it('the retry fires by itself when the connection returns, and loads the post', async () => {
    offline();
    renderRoute(`/post/${post().id}`);
    await screen.findByTestId('offline-state', {}, { timeout: 10_000 });
    server.resetHandlers();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(
      () => expect(screen.getByTestId('post-view')).toHaveAttribute('data-post-id', String(post().id)),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });

  it('the retry button tries again', async () => {
    offline();
    renderRoute(`/post/${post().id}`);
    await screen.findByTestId('offline-state', {}, { timeout: 10_000 });
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: offlineCopy.retry }));
    await waitFor(() => expect(screen.getByTestId('post-view')).toBeInTheDocument(), { timeout: 10_000 });
  });
});
