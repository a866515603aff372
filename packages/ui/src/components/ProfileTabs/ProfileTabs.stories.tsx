import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileTabs } from './ProfileTabs';
import { handleHrefs } from './ProfileTabs.fixtures';

const meta = {
  title: 'Components/ProfileTabs',
  component: ProfileTabs,
  args: { hrefs: handleHrefs, value: 'other' },
  argTypes: { value: { control: 'inline-radio', options: ['other', 'youtube', 'tiktok', 'share'] } },
} satisfies Meta<typeof ProfileTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A creator's profile on /@somchai/other: four route links, 'โพสต์ทั้งหมด' current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'แท็บโปรไฟล์' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/@somchai/other',
      '/@somchai/youtube',
      '/@somchai/tiktok',
      '/@somchai/share',
    ]);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAccessibleName('โพสต์ทั้งหมด');
  },
};

export const Playground: Story = { args: { value: 'share' } };
