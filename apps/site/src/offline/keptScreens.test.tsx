/**
 * What the site keeps for offline reading (ADR 024): each screen read, per member, by build, within
 * its bounds; offline, the route answers the kept copy marked with its time; back online, fresh.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, sessionAtom, startSession } from '../session/store';
import { SESSION } from '../test/fixtures';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { renderRoute } from '../test/renderRoute';
import { keptLabel } from './copy';
import { FakeCacheStorage } from './fakeCache';
import { keepReading } from './keepReading';
import { keptAtOf } from './keptReading';
import {
  clearOfflineReads,
  currentBuild,
  forgetKeptScreens,
  keepScreen,
  keptData,
  listKeptScreens,
  ownerOf,
  readKeptScreen,
  SCREEN_BOUNDS,
  SCREENS_CACHE,
} from './keptScreens';

const { mock, server } = setupSiteApi();

const screenAt = (path: string, keptAt: number, build = 'b1', data: unknown = { path }) => ({
  path,
  title: `หน้า ${path}`,
  keptAt,
  build,
  data,
});

describe('kept screens', () => {
  let storage: FakeCacheStorage;
  beforeEach(() => {
    storage = new FakeCacheStorage();
  });

  it('keeps a screen per member: another member and a visitor never read it', async () => {
    await keepScreen('u20', screenAt('/p/2', 1000), storage);
    expect((await readKeptScreen('u20', '/p/2', 'b1', storage))?.data).toEqual({ path: '/p/2' });
    expect(await readKeptScreen('u21', '/p/2', 'b1', storage)).toBeNull();
    expect(await readKeptScreen('visitor', '/p/2', 'b1', storage)).toBeNull();
    expect(ownerOf({ userID: 20 })).toBe('u20');
    expect(ownerOf(null)).toBe('visitor');
  });

  it('is read only by the build that kept it, at the same address (query included)', async () => {
    await keepScreen('visitor', screenAt('/all/other', 1000), storage);
    await keepScreen('visitor', screenAt('/p/all?youtube=1', 1000), storage);
    expect(await readKeptScreen('visitor', '/all/other', 'b2', storage)).toBeNull();
    expect(await readKeptScreen('visitor', '/all/other?x=1', 'b1', storage)).toBeNull();
    expect(await readKeptScreen('visitor', '/p/all?youtube=1', 'b1', storage)).not.toBeNull();
  });

  it('answers the data marked with the time it was kept', async () => {
    await keepScreen('visitor', screenAt('/p/2', 1234), storage);
    const data = await keptData('visitor', '/p/2', 'b1', storage);
    expect(keptAtOf(data)).toBe(1234);
    // The mark never travels with the data.
    expect(JSON.parse(JSON.stringify(data))).toEqual({ path: '/p/2' });
  });

  it('lists a member’s kept screens newest first, with their titles, from this build only', async () => {
    await keepScreen('u20', screenAt('/all/other', 1000), storage);
    await keepScreen('u20', screenAt('/p/2', 3000), storage);
    await keepScreen('u20', screenAt('/p/3', 2000, 'b0'), storage);
    await keepScreen('u2', screenAt('/p/9', 4000), storage);
    expect(await listKeptScreens('u20', 'b1', storage)).toEqual([
      { path: '/p/2', title: 'หน้า /p/2', keptAt: 3000 },
      { path: '/all/other', title: 'หน้า /all/other', keptAt: 1000 },
    ]);
  });

  it(`holds at most ${SCREEN_BOUNDS.maxEntries} screens, the oldest out first`, async () => {
    for (let i = 0; i < SCREEN_BOUNDS.maxEntries + 2; i += 1)
      await keepScreen('visitor', screenAt(`/p/${i}`, 1000 + i), storage);
    const kept = await listKeptScreens('visitor', 'b1', storage);
    expect(kept).toHaveLength(SCREEN_BOUNDS.maxEntries);
    expect(kept.at(-1)?.path).toBe('/p/2');
    expect(await readKeptScreen('visitor', '/p/0', 'b1', storage)).toBeNull();
  });

  it('never keeps a screen larger than its bound', async () => {
    const huge = 'ก'.repeat(SCREEN_BOUNDS.maxEntryBytes);
    await expect(keepScreen('visitor', screenAt('/p/1', 1, 'b1', { huge }), storage)).resolves.toBe(false);
    expect(await listKeptScreens('visitor', 'b1', storage)).toEqual([]);
  });

  it('forgets every member’s screens', async () => {
    await keepScreen('u20', screenAt('/p/2', 1000), storage);
    await keepScreen('visitor', screenAt('/p/3', 1000), storage);
    await forgetKeptScreens(storage);
    expect(await storage.has(SCREENS_CACHE)).toBe(false);
  });

  it('logout (clearOfflineReads) forgets them, and the answers earlier builds kept', async () => {
    await keepScreen('u20', screenAt('/p/2', 1000), storage);
    await storage.open('lightbearers-site-reads');
    await clearOfflineReads(storage);
    expect(await storage.keys()).toEqual([]);
  });

  it('knows its build by the page’s entry script', () => {
    // Parsed, not inserted: nothing is loaded or run.
    const doc = new DOMParser().parseFromString(
      '<head><script>1</script><script type="module" src="/assets/index-AbC123.js"></script></head>',
      'text/html',
    );
    expect(currentBuild(doc)).toBe('/assets/index-AbC123.js');
    expect(currentBuild(document.implementation.createHTMLDocument())).toBe('development');
  });
});

describe('reading offline through the routes', () => {
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
  const shownPost = () => screen.getByTestId('post-view').getAttribute('data-post-id');

  /** Reads `path` online with the keeping on, until the screen is kept. */
  async function readOnline(path: string, owner: string) {
    const router = renderRoute(path);
    const stop = keepReading(router);
    await waitFor(async () => expect(await listKeptScreens(owner)).toHaveLength(1), { timeout: 10_000 });
    stop();
    cleanup();
  }

  it('offline, a post read before shows from what was kept, marked with its time; back online, fresh', async () => {
    startSession(SESSION);
    await readOnline(`/p/${post().id}`, `u${SESSION.userID}`);
    const [kept] = await listKeptScreens(`u${SESSION.userID}`);
    expect(kept?.path).toBe(`/p/${post().id}`);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const before = mock.requests.length;
    renderRoute(`/p/${post().id}`);
    await waitFor(() => expect(shownPost()).toBe(String(post().id)), { timeout: 10_000 });
    expect(await screen.findByTestId('kept-notice')).toHaveTextContent(keptLabel(kept!.keptAt));
    // Offline, the post was not asked for.
    expect(mock.requests.slice(before).filter((r) => r.includes('/api/posts/'))).toEqual([]);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('kept-notice')).toBeNull(), { timeout: 10_000 });
    expect(shownPost()).toBe(String(post().id));
  });

  it('online but with no answer, the kept copy shows too; another member’s copy never does', async () => {
    await readOnline(`/post/${post().id}`, 'visitor');
    server.use(http.get(`${ORIGIN}/api/posts/:id`, () => HttpResponse.error()));
    renderRoute(`/post/${post().id}`);
    expect(await screen.findByTestId('kept-notice', {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();

    startSession(SESSION);
    renderRoute(`/p/${post().id}`);
    expect(await screen.findByTestId('offline-state', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('kept-notice')).toBeNull();
  });
});
