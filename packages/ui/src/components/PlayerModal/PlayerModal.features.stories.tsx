import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PlayerModal } from './PlayerModal';
import { longTitleVideo, tiktokVideos, youtubeVideos } from './PlayerModal.fixtures';

const meta = {
  title: 'Components/PlayerModal/Features',
  component: PlayerModal,
  args: { items: youtubeVideos, trigger: <Button>ดูวิดีโอ</Button>, onIndexChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PlayerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the player with its trigger (as a page does) and waits for the video's frame. */
const player = async (canvasElement: HTMLElement, title: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'ดูวิดีโอ' }));
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByTitle(title)).toBeInTheDocument());
  return within(dialog);
};

/** TikTok: a portrait player. */
export const TikTok: Story = {
  args: { items: tiktokVideos },
  play: async ({ canvasElement }) => {
    const d = await player(canvasElement, tiktokVideos[0]?.title ?? '');
    await expect(d.getByTitle(tiktokVideos[0]?.title ?? '').parentElement).toHaveAttribute(
      'data-shape',
      'portrait',
    );
  },
};

/** `wrap={false}` (the list still has pages to load): at the last item 'next' is disabled. */
export const EndsWithoutWrap: Story = {
  args: { wrap: false, defaultIndex: 4 },
  play: async ({ canvasElement, args }) => {
    const d = await player(canvasElement, youtubeVideos[4]?.title ?? '');
    await expect(d.getByRole('button', { name: 'วิดีโอถัดไป' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'วิดีโอก่อนหน้า' })).toBeEnabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** A single video: no arrows to use, no counter. */
export const SingleVideo: Story = {
  args: { items: youtubeVideos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const d = await player(canvasElement, youtubeVideos[0]?.title ?? '');
    await expect(d.getByRole('button', { name: 'วิดีโอถัดไป' })).toBeDisabled();
    await expect(d.queryByText('1 / 1')).toBeNull();
  },
};

/** A long title wraps in the bar. */
export const LongThaiText: Story = {
  args: { items: [longTitleVideo, ...youtubeVideos] },
  play: async ({ canvasElement }) => {
    await player(canvasElement, longTitleVideo.title);
  },
};

/** Phones: full screen, the arrows under the video. */
export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await player(canvasElement, youtubeVideos[0]?.title ?? '');
  },
};

/** Phones with a TikTok video. */
export const PhoneTikTok: Story = {
  args: { items: tiktokVideos },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await player(canvasElement, tiktokVideos[0]?.title ?? '');
  },
};
