import { COMMENT_RESHOW_MS } from '@lightbearers/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CommentThread, type CommentThreadProps } from './CommentThread';
import { firstPage } from './CommentThread.fixtures';

function setup(props: Partial<CommentThreadProps> = {}) {
  const handlers = {
    onComment: vi.fn(),
    onReply: vi.fn(),
    onDeleteComment: vi.fn(),
    onDeleteReply: vi.fn(),
    onLoadMore: vi.fn(),
    onRefresh: vi.fn(),
  };
  const view = render(<CommentThread comments={firstPage} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

afterEach(() => vi.useRealTimers());

describe('CommentThread', () => {
  it('shows each comment with its author, Thai relative time and text, and its replies', () => {
    const ref = createRef<HTMLElement>();
    setup({ ref } as Partial<CommentThreadProps>);
    const thread = screen.getByRole('region', { name: 'ความคิดเห็น' });
    expect(ref.current).toBe(thread);
    expect(thread).toHaveAttribute('data-component', 'CommentThread');
    const first = firstPage[0];
    if (!first?.replies) throw new Error('fixture has replies');
    const time = screen.getAllByText(first.time)[0] as HTMLElement;
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', first.dateTime);
    expect(screen.getAllByRole('link', { name: first.author.name })[0]).toHaveAttribute(
      'href',
      first.author.href,
    );
    const replies = screen.getByRole('list', { name: `คำตอบถึง ${first.author.name}` });
    expect(within(replies).getAllByRole('listitem')).toHaveLength(first.replies.length);
    // Only my own comment (member 3's) has a delete button.
    expect(screen.getAllByRole('button', { name: 'ลบ ความคิดเห็นของฉัน' })).toHaveLength(1);
  });

  it('does not send blank text, sends trimmed text, empties the box and re-shows the list 300 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onComment, onRefresh } = setup();
    const box = screen.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onComment).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '  สาธุค่ะ ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(onComment).toHaveBeenCalledWith('สาธุค่ะ'));
    await waitFor(() => expect(box).toHaveValue(''));
    act(() => vi.advanceTimersByTime(COMMENT_RESHOW_MS - 50));
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the text and does not refresh when the send fails', async () => {
    const onComment = vi.fn().mockRejectedValue(new Error('offline'));
    const { onRefresh } = setup({ onComment });
    const box = screen.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
    await userEvent.type(box, 'อนุโมทนา{Enter}');
    await waitFor(() => expect(onComment).toHaveBeenCalledTimes(1));
    expect(box).toHaveValue('อนุโมทนา');
    await new Promise((r) => setTimeout(r, COMMENT_RESHOW_MS + 50));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('says the app’s words under the box whose send was refused, the text kept, until a send succeeds', async () => {
    const refused = 'ยังส่งไม่ได้ การแสดงความคิดเห็นต้องเชื่อมต่ออินเทอร์เน็ต';
    const onComment = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    setup({ onComment, refusedMessage: refused });
    expect(screen.queryByRole('alert')).toBeNull();
    const box = screen.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
    await userEvent.type(box, 'อนุโมทนา{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(box).toHaveValue('อนุโมทนา');
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of a refused send when the app gives no words', async () => {
    const onComment = vi.fn().mockRejectedValue(new Error('offline'));
    setup({ onComment });
    await userEvent.type(screen.getByRole('textbox', { name: 'เขียนความคิดเห็น…' }), 'อนุโมทนา{Enter}');
    await waitFor(() => expect(onComment).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a reply box per comment and sends the reply to that comment', async () => {
    const { onReply } = setup();
    const second = firstPage[2];
    if (!second) throw new Error('fixture');
    await userEvent.click(screen.getByRole('button', { name: `ตอบกลับ ความคิดเห็นของ ${second.author.name}` }));
    const box = screen.getByRole('textbox', { name: 'เขียนคำตอบ…' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'ขอบคุณครับ{Enter}');
    expect(onReply).toHaveBeenCalledWith(second.id, 'ขอบคุณครับ');
  });

  it('deletes my comment only after the confirmation', async () => {
    const { onDeleteComment } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'ลบ ความคิดเห็นของฉัน' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ลบความคิดเห็นนี้ใช่ไหม' });
    expect(onDeleteComment).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    expect(onDeleteComment).toHaveBeenCalledWith(36);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows 'load more' only while hasMore, and hides writing controls when signed out", async () => {
    const { onLoadMore, rerender, onComment } = setup({ hasMore: true });
    await userEvent.click(screen.getByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <CommentThread
        comments={firstPage}
        hasMore={false}
        canWrite={false}
        onComment={onComment}
        onReply={vi.fn()}
        onDeleteComment={vi.fn()}
        onDeleteReply={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'ดูความคิดเห็นเพิ่มเติม' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ตอบกลับ/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'readonly');
  });

  it('has no axe violations', async () => {
    const { container } = setup({ hasMore: true });
    expect(await axeViolations(container)).toEqual([]);
  });
});
