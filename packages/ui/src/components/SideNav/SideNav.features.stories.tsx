import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFocusTrapped } from '../../test/dialog.play';
import { SideNav } from './SideNav';
import { sideNavArgs } from './SideNav.fixtures';

const meta = {
  title: 'Components/SideNav/Features',
  component: SideNav,
  args: { ...sideNavArgs, onNightChange: fn(), onLogout: fn(), onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A social link is current: its group starts open and the link is marked. */
export const SocialCurrent: Story = {
  args: { currentPath: '/p/all?facebook=1' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'โซเชียล' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Facebook' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Night mode on: the switch is checked. */
export const NightOn: Story = {
  args: { night: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'โหมดกลางคืน' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Phone, 390 px: the drawer from the left, focus trapped; Escape asks the app to close it. */
export const PhoneDrawer: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: { viewport: 'phone', target: 'page' } },
  play: async ({ args }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'เมนู' });
    await expect(drawer).toHaveAttribute('data-variant', 'drawer');
    await expectFocusTrapped(drawer, 3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

/** The drawer as it rests open on a phone (screenshot of the open state). */
export const PhoneDrawerOpen: Story = {
  args: { open: true, currentPath: '/topshare' },
  parameters: { screenshot: { viewport: 'phone', target: 'page' } },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'เมนู' });
    await expect(within(drawer).getByRole('link', { name: 'สถิติการแชร์' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Long Thai name, many categories, large counters already formatted by the app. */
export const LongThaiText: Story = {
  args: {
    member: {
      name: 'พระมหาสมเกียรติ ธมฺมวโร ผู้ส่งต่อแสงสว่างแห่งธรรมภาคตะวันออกเฉียงเหนือ',
      badges: sideNavArgs.member.badges,
    },
    clicks: '1,234,567',
    shares: 98765,
    posts: 4321,
    categories: [
      { id: 1, name: 'ธรรมะจากพระอาจารย์และบทสวดมนต์ประจำวัน', href: '/all/cat/1' },
      { id: 2, name: 'ทำบุญ', href: '/all/cat/2' },
      { id: 3, name: 'กิจกรรมอาสาสมัครเพื่อสังคมและสิ่งแวดล้อม', href: '/all/cat/3' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'หมวดหมู่' }));
    await expect(within(nav).getByText('1,234,567')).toBeVisible();
    await expect(within(nav).getByText('98,765')).toBeVisible();
  },
};

/** No badges yet. */
export const WithoutBadges: Story = {
  args: { member: { name: 'มาลี ศรีสุข' }, clicks: 0, shares: 0, posts: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'เหรียญตรา' })).toBeNull();
  },
};
