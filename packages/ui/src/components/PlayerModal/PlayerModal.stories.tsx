import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus } from '../../test/dialog.play';
import { Button } from '../Button';
import { PlayerModal } from './PlayerModal';
import { youtubeVideos } from './PlayerModal.fixtures';

const meta = {
  title: 'Components/PlayerModal',
  component: PlayerModal,
  args: { items: youtubeVideos, onIndexChange: fn(), onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PlayerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { trigger: <Button>ดูวิดีโอ</Button> },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'ดูวิดีโอ' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: youtubeVideos[0]?.title });
    await waitFor(() => expect(within(dialog).getByText('1 / 5')).toBeVisible());

    // Previous from the first wraps to the last.
    await userEvent.click(within(dialog).getByRole('button', { name: 'วิดีโอก่อนหน้า' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
    await expect(within(dialog).getByText('5 / 5')).toBeVisible();
    // The right arrow key goes on (wrapping to the first).
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    // After the 300 ms switch the first video's player is back.
    await waitFor(() => expect(within(dialog).getByTitle(youtubeVideos[0]?.title ?? '')).toBeInTheDocument());
    await expectEscapeReturnsFocus(dialog, trigger);
    await userEvent.click(trigger);
    await body.findByRole('dialog');
    await waitFor(() =>
      expect(within(document.body).getByTitle(youtubeVideos[0]?.title ?? '')).toBeInTheDocument(),
    );
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
