import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { profileTabs } from './Tabs.fixtures';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { 'aria-label': 'แท็บโปรไฟล์', items: profileTabs, value: 'youtube' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile tabs on /u12/youtube. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'แท็บโปรไฟล์' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/u12/other',
      '/u12/youtube',
      '/u12/tiktok',
      '/u12/share',
    ]);
    const current = within(nav).getByRole('link', { current: 'page' });
    await expect(current).toHaveAccessibleName('YouTube 24');
    await expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    // Plain links: Tab walks through every tab in order.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { value: 'share' },
};
