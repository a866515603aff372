import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { page: 4, pageCount: 12, hrefFor: (page: number) => `/coin/page/${page}` },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 4 of 12: ใหม่, 2–6 with 4 marked, เก่า. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'เลือกหน้า' });
    await expect(within(nav).getByRole('link', { name: 'หน้า 4' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'ใหม่' })).toHaveAttribute('href', '/coin/page/3');
    await expect(within(nav).getByRole('link', { name: 'เก่า' })).toHaveAttribute('href', '/coin/page/5');
  },
};

export const Playground: Story = { args: { page: 1, pageCount: 3 } };
