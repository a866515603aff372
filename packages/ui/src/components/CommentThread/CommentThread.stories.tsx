import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentThread } from './CommentThread';
import { firstPage } from './CommentThread.fixtures';

const meta = {
  title: 'Components/CommentThread',
  component: CommentThread,
  args: {
    comments: firstPage,
    hasMore: true,
    loadingMore: false,
    canWrite: true,
    onComment: fn(),
    onReply: fn(),
    onDeleteComment: fn(),
    onDeleteReply: fn(),
    onLoadMore: fn(),
    onRefresh: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('region', { name: 'ความคิดเห็น' });
    await expect(thread.querySelectorAll('[data-part="Comment"]')).toHaveLength(3);
    const box = canvas.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });

    // Blank text is silently not sent.
    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getAllByRole('button', { name: 'ส่ง' })[0] as HTMLElement);
    await expect(args.onComment).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, 'สาธุค่ะ{Enter}');
    await expect(args.onComment).toHaveBeenCalledWith('สาธุค่ะ');
    await expect(box).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};
