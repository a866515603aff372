import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaGrid, mediaGridShapes } from './MediaGrid';
import { youtubeGridItems } from './MediaGrid.fixtures';

const meta = {
  title: 'Components/MediaGrid',
  component: MediaGrid,
  args: {
    items: youtubeGridItems,
    'aria-label': 'วิดีโอ YouTube ทั้งหมด',
    onSelectItem: fn(),
    onShareItem: fn(),
  },
  argTypes: { shape: { control: 'inline-radio', options: mediaGridShapes } },
} satisfies Meta<typeof MediaGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: 'วิดีโอ YouTube ทั้งหมด' });
    await expect(grid).toHaveAttribute('data-shape', 'landscape');
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    const first = youtubeGridItems[0];
    const link = canvas.getAllByRole('link')[0] as HTMLElement;
    await expect(link).toHaveAttribute('href', first?.href);
    await userEvent.click(link);
    await expect(args.onSelectItem).toHaveBeenCalledWith(first, 0);
    const share = within(within(grid).getAllByRole('listitem')[0] as HTMLElement).getByRole('button');
    await expect(share).toHaveAccessibleName(`แชร์ ${first?.title}`);
    await userEvent.click(share);
    await expect(args.onShareItem).toHaveBeenCalledWith(first, 0);
  },
};

export const Playground: Story = { args: { shape: 'landscape', eagerCount: 4 } };
