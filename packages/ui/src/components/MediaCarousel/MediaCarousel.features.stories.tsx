import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOneTabStop, itemOf, slideOf } from '../../test/carousel.play';
import { MediaCarousel } from './MediaCarousel';
import { longTitleItems, tiktokItems, youtubeItems } from './MediaCarousel.fixtures';

const meta = {
  title: 'Components/MediaCarousel/Features',
  component: MediaCarousel,
  args: { heading: 'YouTube', headingHref: '/all/youtube', items: youtubeItems, onSelectItem: fn() },
} satisfies Meta<typeof MediaCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Room below the row, so the screenshot shows the whole focus ring of an item (it sits outside the tile). */
const ringRoom: Story['decorators'] = [(Story) => <div style={{ paddingBlockEnd: 8 }}>{Story()}</div>];

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

/**
 * Keyboard, desktop (4 in view): one tab stop after the heading link; the arrow keys move along
 * the row, scrolling it when the next item is out of view; Home and End; the slides out of view
 * are inert. Ends with the focus ring on the fifth item.
 */
export const KeyboardDesktop: Story = {
  decorators: ringRoom,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'YouTube' });
    await expectOneTabStop(row, 8, 4);
    // Forwards past the last in view: the row moves by one, the fifth item comes in at the end.
    for (const n of [2, 3, 4, 5]) {
      await userEvent.keyboard('{ArrowRight}');
      await expect(itemOf(row, n, 8)).toHaveFocus();
    }
    await waitFor(() => expect(slideOf(row, 1, 8)).toHaveAttribute('inert'));
    await expect(slideOf(row, 5, 8)).not.toHaveAttribute('inert');
    await userEvent.keyboard('{End}');
    await expect(itemOf(row, 8, 8)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(itemOf(row, 1, 8)).toHaveFocus();
    // The row wraps, and so do the keys.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(itemOf(row, 8, 8)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(itemOf(row, 1, 8)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(itemOf(row, 5, 8)).toHaveFocus();
    await waitFor(() => expect(slideOf(row, 5, 8)).not.toHaveAttribute('aria-hidden'));
  },
};

/** Keyboard on a phone (2 in view): the TikTok row, moved twice; the focus ring on the third item. */
export const KeyboardPhone: Story = {
  args: { heading: 'TikTok', headingHref: '/all/tiktok', items: tiktokItems, shape: 'portrait' },
  parameters: { screenshot: { viewport: 'phone' } },
  decorators: ringRoom,
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'TikTok' });
    await expectOneTabStop(row, 8, 2);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(itemOf(row, 3, 8)).toHaveFocus();
    await waitFor(() => expect(slideOf(row, 1, 8)).toHaveAttribute('inert'));
    await expect(slideOf(row, 3, 8)).not.toHaveAttribute('inert');
  },
};
