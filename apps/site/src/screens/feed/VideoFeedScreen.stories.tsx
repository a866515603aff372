import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { feedParameters, loadAllImages } from '../../stories/feedStories';
import { atRoute } from '../../stories/screen';
import VideoFeedScreen from './VideoFeedScreen';

/** The All YouTube and All TikTok pages: category dropdown, grid, Load More, player, share. */
const meta = {
  title: 'Screens/Feed/All videos',
  component: VideoFeedScreen,
  decorators: [atRoute({ member: true })],
} satisfies Meta<typeof VideoFeedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function settled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-component="MediaGrid"] li').length).toBeGreaterThan(0),
    {
      timeout: 10_000,
    },
  );
  await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(1));
  await loadAllImages(canvasElement.ownerDocument);
}

/** `/all/youtube` on a desktop. */
export const YoutubeDesktop: Story = {
  parameters: feedParameters('/all/youtube'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getByRole('list', { name: 'วิดีโอ YouTube ทั้งหมด' })).toBeVisible();
  },
};

/** `/all/youtube` on a phone. */
export const YoutubePhone: Story = {
  parameters: feedParameters('/all/youtube', 'phone'),
  play: async ({ canvasElement }) => settled(canvasElement),
};

/** `/all/tiktok` on a phone: portrait tiles. */
export const TiktokPhone: Story = {
  parameters: feedParameters('/all/tiktok', 'phone'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getByRole('list', { name: 'วิดีโอ TikTok ทั้งหมด' })).toHaveAttribute(
      'data-shape',
      'portrait',
    );
  },
};
