import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MediaCarousel } from './MediaCarousel';
import { longTitleItems, tiktokItems, youtubeItems } from './MediaCarousel.fixtures';

const meta = {
  title: 'Components/MediaCarousel/Features',
  component: MediaCarousel,
  args: { heading: 'YouTube', headingHref: '/all/youtube', items: youtubeItems, onSelectItem: fn() },
} satisfies Meta<typeof MediaCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The TikTok row: portrait thumbnails, heading to /all/tiktok. */
export const TikTok: Story = {
  args: { heading: 'TikTok', headingHref: '/all/tiktok', items: tiktokItems, shape: 'portrait' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'TikTok' });
    await expect(row).toHaveAttribute('data-shape', 'portrait');
    await expect(within(row).getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', '/all/tiktok');
  },
};

/** Phones: two items per row. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group', { name: '1 จาก 8' });
    const viewport = canvasElement.querySelector('[data-part="Viewport"]') as HTMLElement;
    await expect(
      Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width),
    ).toBe(2);
  },
};

/** Desktop: four items per row. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group', { name: '1 จาก 8' });
    const viewport = canvasElement.querySelector('[data-part="Viewport"]') as HTMLElement;
    await expect(
      Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width),
    ).toBe(4);
  },
};

/** Without `onSelectItem` each item is a plain link to its post. */
export const LinksOnly: Story = {
  args: { onSelectItem: undefined, headingHref: undefined, autoPlayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'YouTube' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'YouTube' })).toBeNull();
  },
};

/** Long titles wrap to two lines and are clamped; an unbroken link wraps anywhere. */
export const LongThaiText: Story = {
  args: { heading: 'ธรรมะน่าฟังประจำสัปดาห์จากครีเอเตอร์ของเรา', items: longTitleItems },
};
