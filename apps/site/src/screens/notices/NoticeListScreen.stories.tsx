import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { atRoute, inLayout, screenReady } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import NoticeListScreen, { Pending } from './NoticeListScreen';

/** The stories' clock: a few days after the mock notices (relative times never drift). */
const NOW = Date.parse('2026-10-10T03:00:00Z');

/** `/notice`: the official notices, newest first, with icon, topic and relative Thai time. */
const meta = {
  title: 'Screens/Notice list',
  component: NoticeListScreen,
} satisfies Meta<typeof NoticeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each story picks its layout (signed in or not): a decorator on the meta would wrap theirs.
const visitor = [atRoute({ now: NOW })];

const ready = (canvasElement: HTMLElement) => screenReady(canvasElement, 'notices-page');

export const Desktop: Story = {
  decorators: visitor,
  parameters: pageParameters('/notice'),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const links = within(page).getAllByRole('link');
    await expect(links).toHaveLength(mockApi.db.notices.length);
    await expect(links[0]).toHaveAttribute(
      'href',
      `/notice/${Math.max(...mockApi.db.notices.map((n) => n.id))}`,
    );
  },
};

export const Phone: Story = {
  decorators: visitor,
  parameters: pageParameters('/notice', 'phone'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** A member (side menu, header with bell). */
export const SignedIn: Story = {
  decorators: [atRoute({ member: true, now: NOW })],
  parameters: pageParameters('/notice'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** No notice yet. */
export const Empty: Story = {
  decorators: visitor,
  parameters: {
    ...pageParameters('/notice', 'phone'),
    msw: {
      handlers: [
        http.get('*/api/notices', () =>
          HttpResponse.json({
            data: [],
            meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } },
          }),
        ),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(within(page).getByText('ยังไม่มีประกาศ')).toBeVisible();
  },
};

/** While the notices load (the route's pending view, in the default layout). */
export const Loading: Story = {
  decorators: [inLayout('default', false)],
  parameters: pageParameters('/notice'),
  render: () => <Pending />,
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('notices-page', {}, { timeout: 10_000 });
    await expect(page).toHaveAttribute('data-state', 'loading');
  },
};
