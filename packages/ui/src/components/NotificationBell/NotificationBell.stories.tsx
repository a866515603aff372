import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';
import { bellItems } from './NotificationBell.fixtures';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { allHref: '/noti', items: bellItems, unreadCount: 2, onOpen: fn(), onOpenChange: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    // axe exception — `region`: Radix portals the open menu to <body>, outside the page's
    // landmarks, like every popover (see the Menu stories). Every other rule stays on.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread of four: open with the keyboard, tap the second, reopen for the screenshot. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 2 รายการ' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: /การแจ้งเตือน/ });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(5);
    await expect(items[4]).toHaveAttribute('href', '/noti');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(40);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
  },
};

export const Playground: Story = { args: { defaultOpen: true, unreadCount: 150 } };
