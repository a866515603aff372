import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CarouselSkeleton, carouselSkeletonShapes } from './CarouselSkeleton';

const meta = {
  title: 'Components/CarouselSkeleton',
  component: CarouselSkeleton,
  args: { heading: 'YouTube', headingHref: '/all/youtube', shape: 'landscape' },
  argTypes: { shape: { control: 'inline-radio', options: carouselSkeletonShapes } },
} satisfies Meta<typeof CarouselSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('region', { name: 'YouTube' });
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(row).toHaveAttribute('data-shape', 'landscape');
    // The heading already goes to the full list; the moves wait for the items.
    await expect(canvas.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', '/all/youtube');
    await expect(canvas.getByRole('button', { name: 'เลื่อนไปถัดไป' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลด…');
  },
};

export const Playground: Story = {
  args: { shape: 'portrait', heading: 'TikTok', headingHref: '/all/tiktok' },
};
