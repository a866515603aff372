import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlayerModal } from './PlayerModal';
import { longTitleVideo, tiktokVideos, youtubeVideos } from './PlayerModal.fixtures';

const meta = {
  title: 'Components/PlayerModal/Features',
  component: PlayerModal,
  args: { items: youtubeVideos, defaultOpen: true, onIndexChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PlayerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const player = async (title: string) => {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByTitle(title)).toBeInTheDocument());
  return within(dialog);
};

/** TikTok: a portrait player. */
export const TikTok: Story = {
  args: { items: tiktokVideos },
  play: async () => {
    const d = await player(tiktokVideos[0]?.title ?? '');
    await expect(d.getByTitle(tiktokVideos[0]?.title ?? '').parentElement).toHaveAttribute(
      'data-shape',
      'portrait',
    );
  },
};

/** `wrap={false}` (the list still has pages to load): at the last item 'next' is disabled. */
export const EndsWithoutWrap: Story = {
  args: { wrap: false, defaultIndex: 4 },
  play: async ({ args }) => {
    const d = await player(youtubeVideos[4]?.title ?? '');
    await expect(d.getByRole('button', { name: 'วิดีโอถัดไป' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'วิดีโอก่อนหน้า' })).toBeEnabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** A single video: no arrows to use, no counter. */
export const SingleVideo: Story = {
  args: { items: youtubeVideos.slice(0, 1) },
  play: async () => {
    const d = await player(youtubeVideos[0]?.title ?? '');
    await expect(d.getByRole('button', { name: 'วิดีโอถัดไป' })).toBeDisabled();
    await expect(d.queryByText('1 / 1')).toBeNull();
  },
};

/** A long title wraps in the bar. */
export const LongThaiText: Story = {
  args: { items: [longTitleVideo, ...youtubeVideos] },
  play: async () => {
    await player(longTitleVideo.title);
  },
};

/** Phones: full screen, the arrows under the video. */
export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await player(youtubeVideos[0]?.title ?? '');
  },
};

/** Phones with a TikTok video. */
export const PhoneTikTok: Story = {
  args: { items: tiktokVideos },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await player(tiktokVideos[0]?.title ?? '');
  },
};
