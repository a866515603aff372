import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import { AppHeader } from './AppHeader';
import { appHeaderLinks, appHeaderMember, renderWithAccountMenu, type StoryArgs } from './AppHeader.fixtures';

const bellItems = [
  { id: 2, html: '<b>สมชาย ใจดี</b> สาธุโพสต์ของคุณ', time: '5 นาทีที่แล้ว', unread: true },
  { id: 1, html: 'ยินดีต้อนรับสู่ชุมชนผู้ส่งต่อแสงสว่างแห่งธรรม', time: '3 วันที่แล้ว', unread: false },
];

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  args: {
    links: appHeaderLinks,
    member: appHeaderMember,
    basketCount: 3,
    menuOpen: false,
    onMenuToggle: fn(),
    onCreatePost: fn(),
    onLogout: fn(),
    onLogin: fn(),
    bell: <NotificationBell allHref="/noti" items={bellItems} unreadCount={1} onOpen={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
  render: renderWithAccountMenu,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member on desktop: every control, the basket count and the bell. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'ตะกร้า มีสินค้า 3 ชิ้น' })).toHaveAttribute(
      'href',
      '/coin/basket',
    );
    await expect(within(header).getByRole('link', { name: 'ค้นหา' })).toHaveAttribute('href', '/search');
    const toggle = within(header).getByRole('button', { name: 'เมนู' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(within(header).getByRole('button', { name: 'สร้างโพสต์' }));
    await expect(args.onCreatePost).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { basketCount: 1250, menuOpen: true } };
