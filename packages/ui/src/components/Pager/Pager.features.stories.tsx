import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Components/Pager/Features',
  component: Pager,
  args: { page: 1, pageCount: 12, hrefFor: (page: number) => `/coin/page/${page}` },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest page: 'ใหม่' is inert. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'ใหม่' })).toBeNull();
  },
};

/** The oldest page: 'เก่า' is inert. */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'เก่า' })).toBeNull();
  },
};

/** A single page. */
export const OnePage: Story = { args: { page: 1, pageCount: 1 } };

/** Three-digit pages at phone width. */
export const Phone: Story = {
  args: { page: 118, pageCount: 240 },
  parameters: { screenshot: { viewport: 'phone' } },
};
