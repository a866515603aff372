import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaCarousel, mediaCarouselShapes } from './MediaCarousel';
import { youtubeItems } from './MediaCarousel.fixtures';

const meta = {
  title: 'Components/MediaCarousel',
  component: MediaCarousel,
  args: { heading: 'YouTube', headingHref: '/all/youtube', items: youtubeItems, onSelectItem: fn() },
  argTypes: { shape: { control: 'inline-radio', options: mediaCarouselShapes } },
} satisfies Meta<typeof MediaCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('region', { name: 'YouTube' });
    await expect(row).toHaveAttribute('aria-roledescription', 'ภาพเลื่อน');
    // Reduced motion (the story runner's setting): no auto play.
    await expect(row).toHaveAttribute('data-autoplay', 'off');
    await expect(canvas.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', '/all/youtube');
    const first = canvas.getByRole('group', { name: '1 จาก 8' });
    const item = within(first).getByRole('link');
    await expect(item).toHaveAttribute('href', youtubeItems[0]?.href);
    await expect(first.querySelector('img')).toHaveAttribute('src', youtubeItems[0]?.image);
    await userEvent.click(item);
    await expect(args.onSelectItem).toHaveBeenCalledWith(youtubeItems[0], 0);
  },
};

export const Playground: Story = { args: { autoPlayMs: 4000 } };
