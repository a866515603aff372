import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentThread, type CommentThreadComment, type CommentThreadProps } from './CommentThread';
import { firstPage, longComment, myComment, secondPage, threadComment } from './CommentThread.fixtures';

const meta = {
  title: 'Components/CommentThread/Features',
  component: CommentThread,
  args: {
    comments: firstPage,
    hasMore: false,
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

/** No comment yet: the box and a short note. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีความคิดเห็น')).toBeVisible();
  },
};

/** Signed out (a visitor): read only — no box, no reply or delete buttons. */
export const SignedOut: Story = {
  args: { canWrite: false, comments: [threadComment(34, [31, 33]), threadComment(30)], hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /ตอบกลับ/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' })).toBeVisible();
  },
};

/** 'ตอบกลับ' opens the comment's reply box with focus in it; a reply goes to that comment. */
export const Replying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = firstPage[0] as CommentThreadComment;
    const toggle = canvas.getByRole('button', { name: `ตอบกลับ ความคิดเห็นของ ${first.author.name}` });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = canvas.getByRole('textbox', { name: 'เขียนคำตอบ…' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'อนุโมทนาครับ{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith(first.id, 'อนุโมทนาครับ');
    // The screenshot records the settled thread: the reply sent, its box emptied, the list re-shown.
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalled());
  },
};

/** Deleting my comment asks first (danger confirmation); cancel keeps it, confirm deletes. */
export const DeleteOwnComment: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'ลบ ความคิดเห็นของฉัน' }));
    let dialog = await body.findByRole('alertdialog', { name: 'ลบความคิดเห็นนี้ใช่ไหม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDeleteComment).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'ลบ ความคิดเห็นของฉัน' }));
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await expect(args.onDeleteComment).toHaveBeenCalledWith(36);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Open it again so the screenshot shows the confirmation.
    await userEvent.click(canvas.getByRole('button', { name: 'ลบ ความคิดเห็นของฉัน' }));
    await body.findByRole('alertdialog');
  },
};

const { replies: _none, ...myReply } = myComment(39, 'ขอบคุณค่ะ');

/** My reply can be deleted too, with its own confirmation. */
export const DeleteOwnReply: Story = {
  args: {
    comments: [
      {
        ...threadComment(34, [31]),
        replies: [...(threadComment(34, [31]).replies ?? []), { ...myReply, id: 39 }],
      },
    ],
  },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ลบ คำตอบของฉัน' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ลบคำตอบนี้ใช่ไหม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await expect(args.onDeleteReply).toHaveBeenCalledWith(34, 39);
    // The screenshot records the settled page: the confirmation closed, focus back on 'ลบ'.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** The next page is loading: the button is busy. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long comment: line breaks kept, a long link and a long name wrap. */
export const LongThaiText: Story = {
  args: { comments: [longComment, ...firstPage.slice(0, 1)] },
};

/**
 * A send refused (the app was offline): the box keeps the text and the app's words show under it.
 */
export const SendRefused: Story = {
  args: {
    comments: [],
    onComment: fn(() => Promise.reject(new Error('offline'))),
    refusedMessage: 'ยังส่งไม่ได้ การแสดงความคิดเห็นต้องเชื่อมต่ออินเทอร์เน็ต ข้อความของท่านยังอยู่ในช่อง ส่งได้เมื่อกลับมาออนไลน์',
  },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
    await userEvent.type(box, 'ฟังแล้วใจสงบ{Enter}');
    await expect(args.onComment).toHaveBeenCalledWith('ฟังแล้วใจสงบ');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ต้องเชื่อมต่ออินเทอร์เน็ต');
    await expect(box).toHaveValue('ฟังแล้วใจสงบ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ส่ง' })).toBeEnabled());
  },
};

/** Phone width: the thread fills the screen. */
export const Phone: Story = {
  args: { hasMore: true },
  parameters: { screenshot: { viewport: 'phone' } },
};

/** The app's loop: page of 3, 'load more' until an empty page; a new comment re-shown 300 ms later. */
function LiveThread(props: CommentThreadProps) {
  const [shown, setShown] = useState<readonly CommentThreadComment[]>(firstPage);
  const saved = useRef<CommentThreadComment[]>([]);
  const [page, setPage] = useState(1);
  const pages = [firstPage, secondPage, []];
  return (
    <CommentThread
      {...props}
      comments={shown}
      hasMore={page < pages.length}
      onLoadMore={() => {
        setShown((list) => [...list, ...(pages[page] ?? [])]);
        setPage((p) => p + 1);
      }}
      onComment={(text) => {
        props.onComment(text);
        saved.current.unshift({ ...myComment(50 + saved.current.length, text), time: 'ไม่กี่วินาทีที่แล้ว' });
      }}
      onRefresh={() => {
        props.onRefresh?.();
        setShown((list) => [...saved.current.filter((c) => !list.some((s) => s.id === c.id)), ...list]);
      }}
    />
  );
}

export const LoadMoreUntilEmpty: Story = {
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-part="Comment"]')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' }));
    // The third page was empty: the button is gone.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' })).toBeNull());
    await expect(canvasElement.querySelectorAll('[data-part="Comment"]')).toHaveLength(6);

    await userEvent.type(canvas.getByRole('textbox', { name: 'เขียนความคิดเห็น…' }), 'ฟังแล้วใจสงบ{Enter}');
    await expect(args.onComment).toHaveBeenCalledWith('ฟังแล้วใจสงบ');
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('ฟังแล้วใจสงบ')).toBeVisible();
  },
};
