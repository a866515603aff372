import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MediaGrid } from './MediaGrid';
import { longTitleGridItems, tiktokGridItems, youtubeGridItems } from './MediaGrid.fixtures';

const meta = {
  title: 'Components/MediaGrid/Features',
  component: MediaGrid,
  args: { items: youtubeGridItems, 'aria-label': 'วิดีโอ', onSelectItem: fn(), onShareItem: fn() },
} satisfies Meta<typeof MediaGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** TikTok: portrait 9:16 tiles, more to a row. */
export const Portrait: Story = {
  args: { items: tiktokGridItems, shape: 'portrait', 'aria-label': 'วิดีโอ TikTok ทั้งหมด' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    await expect(grid).toHaveAttribute('data-shape', 'portrait');
  },
};

/** Without `onShareItem` there is no share button; without `onSelectItem` a tile is a plain link. */
export const LinksOnly: Story = {
  args: { onShareItem: undefined, onSelectItem: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getAllByRole('link')).toHaveLength(youtubeGridItems.length);
  },
};

/** Long Thai titles and an unbroken link: two lines, then clamped; nothing overflows. */
export const LongThaiText: Story = {
  args: { items: longTitleGridItems },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth + 1);
  },
};

/** Phone (390 px): two landscape tiles a row. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('listitem');
    const [a, b, c] = tiles.map((tile) => tile.getBoundingClientRect().top);
    await expect(a).toBe(b);
    await expect(c).toBeGreaterThan(a ?? 0);
  },
};

/** Phone, TikTok: three portrait tiles would be too narrow; two a row. */
export const PhonePortrait: Story = {
  args: { items: tiktokGridItems, shape: 'portrait' },
  parameters: { screenshot: { viewport: 'phone' } },
};
