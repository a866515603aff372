import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav } from './SideNav';
import { sideNavArgs } from './SideNav.fixtures';

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: { ...sideNavArgs, onNightChange: fn(), onLogout: fn(), onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the panel, with the feed current. Opens Categories and flips night mode. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(within(nav).getByRole('link', { name: 'ฟีด' })).toHaveAttribute('aria-current', 'page');
    const categories = within(nav).getByRole('button', { name: 'หมวดหมู่' });
    await userEvent.click(categories);
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'ทำบุญ' })).toHaveAttribute('href', '/all/cat/2');
    await userEvent.click(within(nav).getByRole('switch', { name: 'โหมดกลางคืน' }));
    await expect(args.onNightChange).toHaveBeenCalledWith(true);
    // Rest state for the screenshot: nothing focused, the panel at its top.
    (document.activeElement as HTMLElement | null)?.blur();
    nav.scrollTop = 0;
  },
};

export const Playground: Story = { args: { currentPath: '/coin/wallet', night: true } };
