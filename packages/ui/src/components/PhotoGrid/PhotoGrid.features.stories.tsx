import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyPhotos } from '../../test/photos';
import { PhotoGrid } from './PhotoGrid';

const meta = {
  title: 'Components/PhotoGrid/Features',
  component: PhotoGrid,
  args: { photos: storyPhotos(1), onOpen: fn(), loading: 'eager' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One photo at its own proportions. */
export const OnePhoto: Story = {};

/** Two photos, stacked. */
export const TwoStacked: Story = { args: { photos: storyPhotos(2) } };

/** Exactly three: one large and two small, no overlay. */
export const ThreeNoOverlay: Story = { args: { photos: storyPhotos(3) } };

/** Twelve photos: '+9 ภาพ'. */
export const ManyPhotos: Story = { args: { photos: storyPhotos(12) } };

/** At phone width. */
export const Phone: Story = {
  args: { photos: storyPhotos(4) },
  decorators: [(Story) => <div>{Story()}</div>],
  parameters: { screenshot: { viewport: 'phone' } },
};

/**
 * A photo that cannot load (offline and never seen, gone from its host) beside one that can: the
 * tile keeps its box and shows the placeholder behind the picture, not a broken-picture icon.
 */
export const PictureThatCannotLoad: Story = {
  args: {
    photos: [{ src: '/missing-picture.jpg', width: 500, height: 375 }, ...storyPhotos(1)],
  },
  play: async ({ canvasElement }) => {
    const [missing, shown] = Array.from(canvasElement.querySelectorAll('img'));
    await waitFor(() => expect(missing).toHaveAttribute('data-failed'));
    await expect(getComputedStyle(missing!).visibility).toBe('hidden');
    await expect(shown).not.toHaveAttribute('data-failed');
  },
};
