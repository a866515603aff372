import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute, inLayout, screenReady } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import DailyStatsScreen, { Pending } from './DailyStatsScreen';

/** The mock data's last day of clicks: the stories' "today" (so the pictures never drift). */
const NOW = Date.parse('2026-10-06T12:00:00+07:00');
/** The last month, as the address asks for it. */
const LAST_MONTH = '?from=2026-09-06&to=2026-10-06';

/**
 * `/topshare` and `/stat`: the range pickers, the sharer and type counts, top sharers, badges (the
 * holders dialog closed by 'สาธุ !'), top shared creators, top posts by clicks, active members and
 * the thanks. Lists show 20 rows then '...more...'.
 */
const meta = {
  title: 'Screens/Topshare and stat',
  component: DailyStatsScreen,
} satisfies Meta<typeof DailyStatsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each story picks its layout (signed in or not): a decorator on the meta would wrap theirs.
const visitor = [atRoute({ now: NOW })];

const ready = (canvasElement: HTMLElement) => screenReady(canvasElement, 'stats-page');

/** A visitor on a desktop, last month: the top posts list shows 20 then '...more...'. */
export const Desktop: Story = {
  decorators: visitor,
  parameters: pageParameters(`/topshare${LAST_MONTH}`),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const posts = within(page).getByTestId('top-posts');
    await expect(within(posts).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(posts).getByRole('button', { name: '...more...' })).toBeVisible();
  },
};

/** On a phone (390 px). */
export const Phone: Story = {
  decorators: visitor,
  parameters: pageParameters(`/topshare${LAST_MONTH}`, 'phone'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** A member (side menu, header with bell), today only: short lists, no '...more...'. */
export const SignedInToday: Story = {
  decorators: [atRoute({ member: true, now: NOW })],
  parameters: pageParameters('/stat'),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(within(page).queryByRole('button', { name: '...more...' })).toBeNull();
  },
};

/** Tapping a badge opens its holders; 'สาธุ !' closes the dialog (shown open again for review). */
export const BadgeHolders: Story = {
  decorators: visitor,
  parameters: pageParameters(`/topshare${LAST_MONTH}`),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const badge = mockApi.db.badges[0]?.attributes.name ?? '';
    const button = await within(page).findByRole('button', { name: new RegExp(badge) }, { timeout: 10_000 });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(button);
    const dialog = await body.findByRole('dialog', { name: badge });
    await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'สาธุ !' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    await body.findByRole('dialog', { name: badge });
  },
};

/** The lower sections on a phone: badges, top creators, top posts (type marks, short links). */
export const LowerSectionsPhone: Story = {
  decorators: visitor,
  parameters: pageParameters(`/topshare${LAST_MONTH}`, 'phone'),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await within(page).findAllByRole('button', { name: /ผู้ได้รับ/ }, { timeout: 10_000 });
    within(page).getByRole('heading', { name: 'รางวัลเกียรติยศ' }).scrollIntoView({ block: 'start' });
  },
};

/** The top posts and the active members on a desktop. */
export const PostsAndMembers: Story = {
  decorators: visitor,
  parameters: pageParameters(`/topshare${LAST_MONTH}`),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await within(page).findAllByRole('button', { name: /ผู้ได้รับ/ }, { timeout: 10_000 });
    within(page).getByRole('heading', { name: 'โพสต์ที่มีผู้คลิกมากที่สุด' }).scrollIntoView({ block: 'start' });
  },
};

const empty = () => HttpResponse.json({ data: [] });

/** A range with no activity: every list says so. */
export const Empty: Story = {
  decorators: visitor,
  parameters: {
    ...pageParameters(`/topshare${LAST_MONTH}`),
    msw: {
      handlers: [
        http.get('*/stats/get_top_share_by_day', empty),
        http.get('*/stats/get_top_click_by_day', empty),
        http.get('*/stats/creator_been_shared_by_day', empty),
        http.get('*/stats/user_log_by_date', empty),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(
      (await within(page).findAllByText('ยังไม่มีข้อมูลในช่วงวันที่นี้', {}, { timeout: 10_000 })).length,
    ).toBe(3);
  },
};

/** While the statistics load (the route's pending view, in the default layout): skeletons in every section. */
export const Loading: Story = {
  decorators: [inLayout('default', false, { now: NOW })],
  render: () => <Pending />,
  parameters: {
    ...pageParameters(`/topshare${LAST_MONTH}`, 'phone'),
    msw: {
      handlers: [
        http.get('*/stats/*', async () => {
          await delay('infinite');
          return empty();
        }),
        http.get('*/api/badges', async () => {
          await delay('infinite');
          return empty();
        }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('stats-page', {}, { timeout: 10_000 });
    await expect(page).toHaveAttribute('data-state', 'loading');
  },
};
