import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
