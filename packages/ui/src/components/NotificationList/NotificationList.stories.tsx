import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notificationItems } from '../../test/notice.fixtures';
import { NotificationList } from './NotificationList';

const meta = {
  title: 'Components/NotificationList',
  component: NotificationList,
  args: { notifications: notificationItems(6), onRead: fn() },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tapping an unread notification marks it read (here the story keeps the state, as the site does). */
export const Default: Story = {
  render: function Render(args) {
    const [items, setItems] = useState(args.notifications);
    return (
      <NotificationList
        {...args}
        notifications={items}
        onRead={(id) => {
          args.onRead?.(id);
          setItems((all) => all.map((n) => (n.id === id ? { ...n, unread: false } : n)));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((r) => r.getAttribute('data-state'))).toEqual([
      'read',
      'unread',
      'unread',
      'read',
      'unread',
      'unread',
    ]);
    await userEvent.click(within(rows[1] as HTMLElement).getByText(/ความคิดเห็นใหม่|เหรียญ|สาธุ|แชร์ต่อ|จัดส่ง/));
    await expect(args.onRead).toHaveBeenCalledWith(5);
    await expect(rows[1]).toHaveAttribute('data-state', 'read');
    await userEvent.click(rows[0] as HTMLElement);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'อ่านแล้ว' }));
    await expect(args.onRead).toHaveBeenLastCalledWith(4);
  },
};

export const Playground: Story = { args: { notifications: notificationItems(2) } };
