import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import { AppHeader } from './AppHeader';
import { appHeaderLinks, appHeaderMember, renderWithAccountMenu, type StoryArgs } from './AppHeader.fixtures';

const bell = (
  <NotificationBell
    allHref="/noti"
    items={[{ id: 1, html: '<b>สมชาย ใจดี</b> สาธุโพสต์ของคุณ', time: '5 นาทีที่แล้ว', unread: true }]}
    unreadCount={12}
    onOpen={fn()}
  />
);

const meta = {
  title: 'Components/AppHeader/Features',
  component: AppHeader,
  args: {
    links: appHeaderLinks,
    member: appHeaderMember,
    basketCount: 3,
    onMenuToggle: fn(),
    onCreatePost: fn(),
    onLogout: fn(),
    onLogin: fn(),
    bell,
  },
  parameters: { layout: 'fullscreen' },
  render: renderWithAccountMenu,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the logo and a login button, nothing else. */
export const SignedOut: Story = {
  args: { member: undefined },
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'visitor');
    await expect(within(header).queryByRole('button', { name: 'เมนู' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** The avatar menu, open: my page, wallet, sharer application, log out. */
export const AvatarMenu: Story = {
  parameters: {
    screenshot: { target: 'page' },
    // axe exception — `region`: the open menu is portalled outside the landmarks (see Menu).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เมนูบัญชีของ สมใจ ใจบุญ' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['หน้าของฉัน', 'กระเป๋าแต้มบุญ', 'ลงทะเบียนผู้ส่งต่อแสงสว่าง', 'ออกจากระบบ']);
    await expect(within(menu).getByRole('menuitem', { name: 'หน้าของฉัน' })).toHaveAttribute('href', '/u1024');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ออกจากระบบ' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เมนูบัญชีของ สมใจ ใจบุญ' }));
    await within(document.body).findByRole('menu');
  },
};

/** The side menu is open: the toggle shows its pressed state through aria-expanded. */
export const MenuOpen: Story = {
  args: { menuOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'เมนู' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A big basket: thousands separators from domain's formatCount. */
export const LargeBasket: Story = {
  args: { basketCount: 12345 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'ตะกร้า มีสินค้า 12,345 ชิ้น' })).toBeVisible();
  },
};

/** Phone, 390 px: the wordmark gives way to the mark; every control still fits. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};

export const PhoneSignedOut: Story = {
  args: { member: undefined },
  parameters: { screenshot: { viewport: 'phone' } },
};

/** A long Thai name only shows in the menu heading; the avatar shows its initials. */
export const LongThaiName: Story = {
  args: { member: { name: 'พระมหาสมเกียรติ ธมฺมวโร ผู้ส่งต่อแสงสว่างแห่งธรรม', profileHref: '/@somkiat' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'เมนูบัญชีของ พระมหาสมเกียรติ ธมฺมวโร ผู้ส่งต่อแสงสว่างแห่งธรรม',
      }),
    ).toBeVisible();
  },
};

/**
 * Beside the docked side panel (desktop, 1280 px): the panel has the logo at its top, so the
 * header shows none — the logo appears once on the page.
 */
export const BesideSidePanel: Story = {
  args: { logo: 'below-desktop', menuOpen: true },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-logo', 'below-desktop');
    await expect(within(header).queryByRole('link', { name: /หน้าแรก/ })).toBeNull();
  },
};

/** The same header on a phone, where the panel is a drawer: the logo stays. */
export const BesideSidePanelPhone: Story = {
  args: { logo: 'below-desktop' },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: /หน้าแรก/ })).toBeVisible();
  },
};
