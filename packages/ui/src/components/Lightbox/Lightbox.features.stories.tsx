import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPhotos } from '../../test/photos';
import { Lightbox } from './Lightbox';

const meta = {
  title: 'Components/Lightbox/Features',
  component: Lightbox,
  args: { photos: storyPhotos(3), defaultOpen: true },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One photo: no arrows, '1 / 1'. */
export const SinglePhoto: Story = {
  args: { photos: storyPhotos(1) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'ภาพถัดไป' })).toBeNull();
  },
};

/** The last photo; the next arrow wraps to the first. */
export const LastPhoto: Story = {
  args: { defaultIndex: 2 },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
  },
};

/** Full screen on a phone. */
export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};
