import { NEW_POST_WARNING } from '@lightbearers/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PostComposer, type PostComposerProps } from './PostComposer';
import {
  categoryOptions,
  pickedPhotos,
  tiktokResolvedLink,
  tiktokShortLink,
  tiktokShortMessage,
  youtubeMessage,
} from './PostComposer.fixtures';

function setup(props: Partial<PostComposerProps> = {}) {
  const onPickFiles = vi.fn();
  const onSubmit = vi.fn();
  render(
    <PostComposer
      categories={categoryOptions}
      defaultOpen
      onPickFiles={onPickFiles}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'สร้างโพสต์' });
  return { dialog, onPickFiles, onSubmit };
}

describe('PostComposer', () => {
  it('detects the post type on key-up and shows it with the link', () => {
    const { dialog } = setup();
    expect(dialog).toHaveAttribute('data-component', 'PostComposer');
    const preview = dialog.querySelector('[data-part="Preview"]') as HTMLElement;
    expect(preview).toHaveAttribute('data-post-type', 'postText');
    const box = within(dialog).getByRole('textbox', { name: /ข้อความ หรือ ลิงก์/ });
    fireEvent.change(box, { target: { value: youtubeMessage } });
    // A change alone does not re-detect: the product description detects on key-up.
    expect(preview).toHaveAttribute('data-post-type', 'postText');
    fireEvent.keyUp(box);
    expect(preview).toHaveAttribute('data-post-type', 'videoYoutube');
    expect(within(preview).getByText(/ชนิดโพสต์: วิดีโอ YouTube/)).toBeInTheDocument();
    expect(within(preview).getByText(youtubeMessage.split(' ')[1] as string)).toBeInTheDocument();
  });

  it("shows the product’s warning when domain's rule refuses, and submits the draft when it accepts", async () => {
    const { dialog, onSubmit } = setup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NEW_POST_WARNING);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /ข้อความ/ }), youtubeMessage);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /หมวดหมู่/ }), '4');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
    expect(onSubmit).toHaveBeenCalledWith({
      message: youtubeMessage,
      categoryId: '4',
      post: expect.objectContaining({ type: 'videoYoutube', youtubeId: expect.any(String) }),
      photoIds: [],
    });
  });

  it('lists each file with its status, counts only uploaded ones, and waits for uploads', async () => {
    const { dialog, onSubmit } = setup({ photos: pickedPhotos, defaultCategoryId: '1' });
    const items = within(within(dialog).getByRole('list', { name: 'ภาพที่เลือก' })).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['done', 'uploading', 'failed']);
    expect(within(items[2] as HTMLElement).getByText('อัปโหลดไม่สำเร็จ ข้ามภาพนี้')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'โพสต์' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a photo post with the uploaded ids only (the failed one skipped)', async () => {
    const done = pickedPhotos.filter((p) => p.status !== 'uploading');
    const { dialog, onSubmit } = setup({ photos: done, defaultCategoryId: '1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ photoIds: [101], post: { type: 'postPhoto', url: null } }),
    );
  });

  it('passes picked images (only images) to onPickFiles', async () => {
    const { dialog, onPickFiles } = setup();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const txt = new File(['y'], 'b.txt', { type: 'text/plain' });
    await userEvent.upload(input, [png, txt], { applyAccept: false });
    expect(onPickFiles).toHaveBeenCalledWith([png]);
  });

  it('busy: submit is busy and disabled, and the dialog does not close', async () => {
    const onOpenChange = vi.fn();
    const { dialog, onSubmit } = setup({
      busy: true,
      defaultMessage: 'สวัสดี',
      defaultCategoryId: '1',
      onOpenChange,
    });
    const submit = within(dialog).getByRole('button', { name: 'โพสต์' });
    expect(submit).toBeDisabled();
    expect(dialog.querySelector('form')).toHaveAttribute('data-state', 'loading');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('a TikTok short link', () => {
    const type = async (dialog: HTMLElement, text: string) =>
      userEvent.type(within(dialog).getByRole('textbox', { name: /ข้อความ/ }), text);

    it('goes to the app once, and the composer waits while it resolves', async () => {
      const onShortLink = vi.fn();
      const { dialog, onSubmit } = setup({ onShortLink, defaultCategoryId: '2' });
      // Typed letter by letter: reported once the message rests, not for each partial link.
      await type(dialog, tiktokShortMessage);
      await waitFor(() => expect(onShortLink).toHaveBeenCalledTimes(1));
      expect(onShortLink).toHaveBeenCalledWith(tiktokShortLink);
      // The same link again (more words typed after it): not reported again.
      await type(dialog, ' ขอบคุณ');
      await new Promise((r) => setTimeout(r, 400));
      expect(onShortLink).toHaveBeenCalledTimes(1);
      const state = dialog.querySelector('[data-part="ShortLink"]');
      expect(state).toHaveAttribute('data-state', 'resolving');
      expect(state).toHaveTextContent('กำลังเปิดลิงก์ย่อของ TikTok…');
      expect(within(dialog).getByRole('button', { name: 'โพสต์' })).toBeDisabled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('posts the video behind the link once it is resolved', async () => {
      const { dialog, onSubmit } = setup({
        onShortLink: vi.fn(),
        defaultCategoryId: '2',
        shortLink: { url: tiktokShortLink, status: 'resolved', resolvedUrl: tiktokResolvedLink },
      });
      await type(dialog, tiktokShortMessage);
      expect(dialog.querySelector('[data-part="ShortLink"]')).toHaveAttribute('data-state', 'resolved');
      expect(within(dialog).getByText(tiktokResolvedLink)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
      expect(onSubmit).toHaveBeenCalledWith({
        message: tiktokShortMessage,
        categoryId: '2',
        post: {
          type: 'videoTikTok',
          url: tiktokResolvedLink,
          tiktok: { handle: 'dhamma.daily', videoId: '7301234567890123456' },
        },
        photoIds: [],
      });
    });

    it('a link that cannot be resolved is refused with the error', async () => {
      const { dialog, onSubmit } = setup({
        onShortLink: vi.fn(),
        defaultCategoryId: '2',
        shortLink: { url: tiktokShortLink, status: 'failed' },
      });
      await type(dialog, tiktokShortMessage);
      const alert = within(dialog).getByRole('alert');
      expect(alert).toHaveTextContent('เกิดข้อผิดพลาดบางอย่าง');
      expect(alert).toHaveTextContent('เปิดลิงก์ TikTok นี้ไม่ได้');
      await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('another link: the earlier answer does not count', async () => {
      const { dialog } = setup({
        onShortLink: vi.fn(),
        shortLink: {
          url: 'https://vm.tiktok.com/ZSother/',
          status: 'resolved',
          resolvedUrl: tiktokResolvedLink,
        },
      });
      await type(dialog, tiktokShortMessage);
      expect(dialog.querySelector('[data-part="ShortLink"]')).toHaveAttribute('data-state', 'resolving');
    });

    it('without a resolver the link is posted as typed', async () => {
      const { dialog, onSubmit } = setup({ defaultCategoryId: '2' });
      await type(dialog, tiktokShortMessage);
      expect(dialog.querySelector('[data-part="ShortLink"]')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          post: { type: 'videoTikTok', url: tiktokShortLink, tiktokShortLink: true },
        }),
      );
    });
  });

  it('has no axe violations', async () => {
    const { dialog } = setup({ photos: pickedPhotos });
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
