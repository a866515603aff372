import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CarouselSkeleton } from '../CarouselSkeleton';
import { MediaCarousel, type MediaCarouselItem } from '../MediaCarousel';
import { Reveal } from './Reveal';

/** A TikTok row's tiles: plain colour posters (a story loads nothing from the network). */
const tiles: MediaCarouselItem[] = ['#8e6c8a', '#4f6d5e', '#b5651d', '#5b7db1'].map((fill, i) => ({
  id: i + 1,
  title: `สวดมนต์ก่อนนอน ${i + 1}`,
  image: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 16"><rect width="9" height="16" fill="${fill}"/></svg>`)}`,
  href: `/p/${i + 1}`,
}));

const meta = {
  title: 'Components/Reveal',
  component: Reveal,
  args: {
    after: 500,
    placeholder: <CarouselSkeleton heading="TikTok" headingHref="/all/tiktok" shape="portrait" />,
    children: <MediaCarousel heading="TikTok" headingHref="/all/tiktok" items={tiles} shape="portrait" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Reveal>;
export default meta;
type Story = StoryObj<typeof meta>;

const visibility = (el: Element | null) => (el ? getComputedStyle(el).visibility : 'none');

/**
 * A feed's TikTok row: its skeleton first, the row half a second after it is drawn, in the same
 * place; only the part shown is in the accessibility tree. The play test moves the parts' clocks
 * itself (the style sheet's timing through the Web Animations API), so it does not race the half
 * second.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-component="Reveal"]');
    const placeholder = root?.querySelector(':scope > [data-part="Placeholder"]') ?? null;
    const content = root?.querySelector(':scope > [data-part="Content"]') ?? null;
    const clocks = [...(placeholder?.getAnimations() ?? []), ...(content?.getAnimations() ?? [])];
    await expect(clocks).toHaveLength(2);
    const at = (ms: number) => {
      for (const clock of clocks) {
        clock.pause();
        clock.currentTime = ms;
      }
    };
    // Drawn, and until 500 ms: the skeleton.
    for (const ms of [0, 499]) {
      at(ms);
      await expect(visibility(placeholder)).toBe('visible');
      await expect(visibility(content)).toBe('hidden');
      await expect(canvas.getByRole('region', { name: 'TikTok' })).toHaveAttribute(
        'data-component',
        'CarouselSkeleton',
      );
    }
    // From 500 ms: the row, and the skeleton is gone from view and from the tree.
    for (const clock of clocks) clock.finish();
    await expect(visibility(content)).toBe('visible');
    await expect(visibility(placeholder)).toBe('hidden');
    await expect(canvas.getByRole('region', { name: 'TikTok' })).toHaveAttribute(
      'data-component',
      'MediaCarousel',
    );
    // Both parts share one cell: the row's height did not change at the switch.
    await expect(Math.round(root?.getBoundingClientRect().height ?? 0)).toBe(
      Math.round(
        Math.max(
          placeholder?.getBoundingClientRect().height ?? 0,
          content?.getBoundingClientRect().height ?? 0,
        ),
      ),
    );
  },
};

/** Any content after any time (try `after`). */
export const Playground: Story = {
  args: { after: 2000 },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('[data-component="Reveal"] > [data-part="Content"]');
    await waitFor(() => expect(visibility(content)).toBe('visible'), { timeout: 5000 });
  },
};
