import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute, inLayout, screenReady } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import NotificationsScreen, { Pending } from './NotificationsScreen';

/** The stories' clock: a day after the mock notifications (relative times never drift). */
const NOW = Date.parse('2026-10-10T03:00:00Z');

/**
 * `/noti`: every notification, newest first; unread ones carry the marker and a tap marks one read
 * (the header bell's count drops with it). Messages are sanitised HTML.
 */
const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const route = [atRoute({ member: true, now: NOW })];

const ready = (canvasElement: HTMLElement) => screenReady(canvasElement, 'noti-page');

const bell = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-component="NotificationBell"]') as HTMLElement;

export const Desktop: Story = {
  decorators: route,
  parameters: pageParameters('/noti'),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await waitFor(() => expect(bell(canvasElement)).toHaveAttribute('data-state', 'unread'), {
      timeout: 10_000,
    });
    await expect(within(page).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const Phone: Story = {
  decorators: route,
  parameters: pageParameters('/noti', 'phone'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** A tap on an unread notification marks it read, and the bell's count drops at once. */
export const TapMarksRead: Story = {
  decorators: route,
  parameters: pageParameters('/noti'),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const unread = () => page.querySelectorAll('[data-part="Notification"][data-state="unread"]');
    await waitFor(() => expect(bell(canvasElement).textContent).toMatch(/\d/), { timeout: 10_000 });
    const count = () => Number(bell(canvasElement).textContent?.match(/\d+/)?.[0] ?? 0);
    const before = count();
    const left = unread().length;
    await userEvent.click(unread()[0] as HTMLElement);
    await expect(unread()).toHaveLength(left - 1);
    await waitFor(() => expect(count()).toBe(before - 1));
  },
};

/** Nothing yet: 'ยังไม่มีการแจ้งเตือนใหม่'. */
export const Empty: Story = {
  decorators: route,
  parameters: {
    ...pageParameters('/noti', 'phone'),
    msw: {
      handlers: [
        http.get('*/api/getallnoti', () => HttpResponse.json({ data: [], meta: { unread: 0 } })),
        http.get('*/api/getnoti', () => HttpResponse.json({ data: [], meta: { unread: 0 } })),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(within(page).getByText('ยังไม่มีการแจ้งเตือนใหม่')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  decorators: [inLayout('blank', true)],
  parameters: pageParameters('/noti'),
  render: () => <Pending />,
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('noti-page', {}, { timeout: 10_000 });
    await expect(page).toHaveAttribute('data-state', 'loading');
  },
};
