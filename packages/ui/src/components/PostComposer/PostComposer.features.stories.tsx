import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PostComposer } from './PostComposer';
import {
  categoryOptions,
  pickedPhotos,
  textMessage,
  tiktokMessage,
  tiktokResolvedLink,
  tiktokShortLink,
  tiktokShortMessage,
  twitterMessage,
} from './PostComposer.fixtures';

const meta = {
  title: 'Components/PostComposer/Features',
  component: PostComposer,
  args: { categories: categoryOptions, defaultOpen: true, onPickFiles: fn(), onSubmit: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PostComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'สร้างโพสต์' });

/** The type follows the message on every key-up: a TikTok link, then the link removed. */
export const TypeDetection: Story = {
  play: async () => {
    const d = within(await dialog());
    const box = d.getByRole('textbox', { name: /ข้อความ หรือ ลิงก์/ });
    await userEvent.type(box, tiktokMessage);
    await expect(d.getByText(/ชนิดโพสต์: วิดีโอ TikTok/)).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'สวัสดีตอนเช้า');
    await expect(d.getByText(/ชนิดโพสต์: ข้อความ/)).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, twitterMessage);
  },
};

/** One upload per file: done, uploading (submit waits) and failed-and-skipped, each shown. */
export const Photos: Story = {
  args: { photos: pickedPhotos, defaultCategoryId: '3' },
  play: async ({ args }) => {
    const d = within(await dialog());
    const list = d.getByRole('list', { name: 'ภาพที่เลือก' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(list).getByText('อัปโหลดไม่สำเร็จ ข้ามภาพนี้')).toBeVisible());
    // A photo attached to a text-only message makes it a photo post.
    await expect(d.getByText(/ชนิดโพสต์: โพสต์ภาพ/)).toBeVisible();
    await expect(d.getByRole('button', { name: 'โพสต์' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Images only, several at once; the picked files go to the app, which uploads them. */
export const PickFiles: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    const input = (await dialog()).querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
    ];
    await userEvent.upload(input, files, { applyAccept: false });
    await expect(args.onPickFiles).toHaveBeenCalledWith([files[0]]);
    await waitFor(() => expect(d.getByRole('button', { name: 'เพิ่มภาพ' })).toBeVisible());
  },
};

/** Nothing to post and no category: the product's warning, verbatim. */
export const Warning: Story = {
  play: async ({ args }) => {
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'โพสต์' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(
      'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Creating the post: submit busy and disabled, cancel disabled, the dialog stays. */
export const Busy: Story = {
  args: { busy: true, defaultMessage: textMessage, defaultCategoryId: '1' },
  play: async ({ args }) => {
    const d = within(await dialog());
    const submit = d.getByRole('button', { name: 'โพสต์' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expect(d.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A long Thai text post and a long link: the box grows to ten lines, the preview wraps. */
export const LongThaiText: Story = {
  args: {
    defaultMessage: `${textMessage}\n\n${textMessage}\nhttps://dhamma.example.org/articles/2569/a-very-long-path-that-keeps-going-without-any-space`,
    defaultCategoryId: '5',
  },
};

/** Phones: a bottom sheet. */
export const Phone: Story = {
  args: { photos: pickedPhotos.slice(0, 2), defaultMessage: tiktokMessage, defaultCategoryId: '2' },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};

/** A TikTok short link while the app resolves it: the composer waits (submit disabled). */
export const ShortLinkResolving: Story = {
  args: { defaultMessage: tiktokShortMessage, defaultCategoryId: '2', onShortLink: fn() },
  play: async () => {
    const d = within(await dialog());
    // The dialog may still be fading in.
    await waitFor(() => expect(d.getByText('กำลังเปิดลิงก์ย่อของ TikTok…')).toBeVisible());
    await expect(d.getByRole('button', { name: 'โพสต์' })).toBeDisabled();
  },
};

/** Resolved: the video's own address is what will be posted. */
export const ShortLinkResolved: Story = {
  args: {
    defaultMessage: tiktokShortMessage,
    defaultCategoryId: '2',
    onShortLink: fn(),
    shortLink: { url: tiktokShortLink, status: 'resolved', resolvedUrl: tiktokResolvedLink },
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    // The dialog may still be fading in.
    await waitFor(() => expect(d.getByText(tiktokResolvedLink)).toBeVisible());
    await userEvent.click(d.getByRole('button', { name: 'โพสต์' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ post: expect.objectContaining({ url: tiktokResolvedLink }) }),
    );
  },
};

/** The service could not resolve it: the error, and nothing is posted. */
export const ShortLinkFailed: Story = {
  args: {
    defaultMessage: tiktokShortMessage,
    defaultCategoryId: '2',
    onShortLink: fn(),
    shortLink: { url: tiktokShortLink, status: 'failed' },
  },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('เปิดลิงก์ TikTok นี้ไม่ได้');
    await userEvent.click(d.getByRole('button', { name: 'โพสต์' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
