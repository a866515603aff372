import type { Meta, StoryObj } from '@storybook/react-vite';
import { getResponse, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { createSiteClient } from '../api';
import { pinClock, type ScreenArgs, type SiteContext } from '../router/screen';
import { loader as feedLoader } from '../screens/feed/FeedScreen';
import { loader as postLoader, meta as postMeta } from '../screens/post/PostScreen';
import { appStore } from '../session/store';
import { loadAllImages } from '../stories/feedStories';
import { atRoute } from '../stories/screen';
import { mockApi, routeParameters, storyMember } from '../stories/site';
import { currentBuild, forgetKeptScreens, keepScreen, ownerOf } from './keptScreens';
import OfflineScreen from './OfflineScreen';

/**
 * Reading offline (ADR 024), on a phone: a screen read before, shown from what was kept with the
 * time it was kept; a screen never read, the offline state with what can be read — never the
 * not-found page.
 */
const meta = {
  title: 'Screens/Offline',
  component: OfflineScreen,
} satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' clock, and when the screens were kept (14:05 and before, Bangkok time). */
const NOW = Date.parse('2026-11-24T07:30:00Z');
const KEPT_AT = Date.parse('2026-11-24T07:05:00Z');
const member = storyMember;
const owner = ownerOf(member);

const posts = mockApi.db.posts;
const read = posts.at(-1)!;
const unread = posts.at(-2)!;

/** The mock service without the browser's worker: a client whose fetch asks the handlers directly. */
const directClient = createSiteClient({
  baseUrl: location.origin,
  fetch: async (input, init) =>
    (await getResponse(mockApi.handlers, new Request(input, init))) ?? new Response(null, { status: 404 }),
});

/** A screen's data as its loader reads it from the mock service. */
function readScreen<Data>(
  load: (args: ScreenArgs) => Promise<Data>,
  path: string,
  params: Record<string, string>,
) {
  const url = new URL(path, location.origin);
  const site: SiteContext = {
    api: directClient,
    store: appStore,
    origin: location.origin,
    server: false,
    now: () => NOW,
  };
  return load({
    request: new Request(url),
    params,
    context: {},
    site,
    session: member,
    preset: {},
    url,
  } as never);
}

/** A post's title as its page's meta gives it (what the keeping keeps). */
const postTitle = (post: Awaited<ReturnType<typeof postLoader>>) =>
  postMeta({ data: post, params: {}, preset: {}, origin: location.origin }).title;

/** The device says it is offline until the story ends. */
function offline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  return () => Reflect.deleteProperty(navigator, 'onLine');
}

/** The feed and a post kept for the story member, before the story renders offline. */
async function keptFeedAndPost(): Promise<() => void> {
  await forgetKeptScreens();
  const build = currentBuild();
  const feed = await readScreen(feedLoader, '/all/other', {});
  await keepScreen(owner, {
    path: '/all/other',
    title: 'โพสต์ล่าสุด',
    keptAt: KEPT_AT - 3 * 60_000,
    build,
    data: feed,
  });
  const post = await readScreen(postLoader, `/p/${read.id}`, { id: String(read.id) });
  await keepScreen(owner, {
    path: `/p/${read.id}`,
    title: postTitle(post),
    keptAt: KEPT_AT,
    build,
    data: post,
  });
  const online = offline();
  return async () => {
    online();
    await forgetKeptScreens();
  };
}

const keptNotice = async (canvasElement: HTMLElement) => {
  const notice = await within(canvasElement).findByTestId('kept-notice', {}, { timeout: 10_000 });
  await expect(notice).toHaveTextContent('บันทึกไว้เมื่อ 24 พ.ย. 2569 14:');
  return notice;
};

/** The feed read before, offline: its posts and pictures as kept, with the time it was kept. */
export const KeptFeed: Story = {
  decorators: [atRoute({ member, now: NOW })],
  parameters: routeParameters('/all/other', 'phone'),
  beforeEach: keptFeedAndPost,
  play: async ({ canvasElement }) => {
    const notice = await keptNotice(canvasElement);
    await expect(notice).toHaveTextContent('14:02');
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-component="PostCard"]').length).toBeGreaterThan(2),
      {
        timeout: 10_000,
      },
    );
    await loadAllImages(canvasElement.ownerDocument);
  },
};

/** A post read before, offline: as kept, with the time it was kept. */
export const KeptPost: Story = {
  decorators: [atRoute({ member, now: NOW })],
  parameters: routeParameters(`/p/${read.id}`, 'phone'),
  beforeEach: keptFeedAndPost,
  play: async ({ canvasElement }) => {
    const notice = await keptNotice(canvasElement);
    await expect(notice).toHaveTextContent('14:05');
    await expect(within(canvasElement).getByTestId('post-view')).toHaveAttribute(
      'data-post-id',
      String(read.id),
    );
  },
};

/** A post never read, offline: the offline state, what can be read meanwhile, a retry. */
export const UnsavedPost: Story = {
  decorators: [atRoute({ member, now: NOW })],
  parameters: {
    ...routeParameters(`/p/${unread.id}`, 'phone'),
    msw: { handlers: [http.get('*/api/posts/:id', () => HttpResponse.error()), ...mockApi.handlers] },
  },
  beforeEach: async () => {
    pinClock(NOW);
    await forgetKeptScreens();
    const build = currentBuild();
    await keepScreen(owner, {
      path: '/all/other',
      title: 'โพสต์ล่าสุด',
      keptAt: KEPT_AT - 3 * 60_000,
      build,
      data: {},
    });
    const post = await readScreen(postLoader, `/p/${read.id}`, { id: String(read.id) });
    await keepScreen(owner, {
      path: `/p/${read.id}`,
      title: postTitle(post),
      keptAt: KEPT_AT,
      build,
      data: {},
    });
    return () => void forgetKeptScreens();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('offline-state', {}, { timeout: 15_000 });
    await expect(canvas.getByRole('heading', { level: 1, name: 'ออฟไลน์อยู่ หน้านี้ยังไม่ได้บันทึกไว้' })).toBeVisible();
    await expect(canvas.queryByTestId('not-found')).toBeNull();
    const list = canvas.getByRole('region', { name: 'หน้าที่บันทึกไว้ อ่านได้ขณะออฟไลน์' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([`/p/${read.id}`, '/all/other']),
    );
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeEnabled();
  },
};
