import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';
import { bellItems, hostileItem } from './NotificationBell.fixtures';

const meta = {
  title: 'Components/NotificationBell/Features',
  component: NotificationBell,
  args: { allHref: '/noti', items: bellItems, unreadCount: 2, onOpen: fn(), defaultOpen: true },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    // axe exception — `region`: the open menu is portalled outside the landmarks (see Menu).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: no badge. Nothing at all: the product's empty text and the link to /noti. */
export const Empty: Story = {
  args: { items: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'การแจ้งเตือน' })).toHaveAttribute(
      'data-state',
      'read',
    );
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('ยังไม่มีการแจ้งเตือนใหม่')).toBeVisible());
  },
};

/** Above 99 the badge says '99+'; the full figure stays in the app's /noti page. */
export const ManyUnread: Story = {
  args: { unreadCount: 1234, defaultOpen: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 99+ รายการ' }),
    ).toBeVisible();
  },
};

/** A hostile message arrives: its handler, script and javascript: link are gone. */
export const HostileMessage: Story = {
  args: { items: [hostileItem, ...bellItems.slice(0, 2)], unreadCount: 3 },
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    // The messages are drawn once the sanitiser has loaded (with the open list).
    const link = await within(menu).findByText('กดที่นี่');
    await expect(menu.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
    await expect(link).not.toHaveAttribute('href');
  },
};

export const LongThaiText: Story = {
  args: {
    items: [
      {
        id: 1,
        html: '<b>คณะผู้ส่งต่อแสงสว่างแห่งธรรมภาคตะวันออกเฉียงเหนือ</b> แสดงความคิดเห็นในโพสต์ทำบุญตักบาตรเทโวโรหณะประจำปีของวัดพระธรรมกาย',
        time: '12 ชั่วโมงที่แล้ว',
        unread: true,
      },
      ...bellItems.slice(1),
    ],
  },
};

export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};
