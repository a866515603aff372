import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav } from './BottomNav';
import { bottomNavLinks } from './BottomNav.fixtures';

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  args: { links: bottomNavLinks, currentPath: '/all/other', onMenuOpen: fn(), menuOpen: false },
  parameters: { layout: 'fullscreen', screenshot: { viewport: 'phone', target: 'page' } },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone on the feed: the first item is current; the last opens the side menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'แถบนำทาง' });
    await expect(within(nav).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute('href', '/u1024');
    await userEvent.click(within(nav).getByRole('button', { name: 'เมนู' }));
    await expect(args.onMenuOpen).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur(); // rest state for the screenshot
  },
};

export const Playground: Story = { args: { currentPath: '/creator', menuOpen: true } };
