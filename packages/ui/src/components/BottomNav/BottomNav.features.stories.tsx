import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BottomNav } from './BottomNav';
import { bottomNavLinks } from './BottomNav.fixtures';

const meta = {
  title: 'Components/BottomNav/Features',
  component: BottomNav,
  args: { links: bottomNavLinks, currentPath: '/all/other', onMenuOpen: fn() },
  parameters: { layout: 'fullscreen', screenshot: { viewport: 'phone', target: 'page' } },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the member's own profile. */
export const ProfileCurrent: Story = {
  args: { currentPath: '/u1024' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On statistics. */
export const StatisticsCurrent: Story = {
  args: { currentPath: '/topshare' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'สถิติ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Desktop, 1280 px: the bar is hidden (the side panel takes over). */
export const DesktopHidden: Story = {
  parameters: { screenshot: { viewport: 'desktop', target: 'page' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { hidden: true })).not.toBeVisible();
  },
};
