import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus } from '../../test/dialog.play';
import { Button } from '../Button';
import { PostComposer } from './PostComposer';
import { categoryOptions, youtubeMessage } from './PostComposer.fixtures';

const meta = {
  title: 'Components/PostComposer',
  component: PostComposer,
  args: { categories: categoryOptions, onPickFiles: fn(), onSubmit: fn(), onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PostComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { trigger: <Button>สร้างโพสต์</Button> },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'สร้างโพสต์' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('dialog', { name: 'สร้างโพสต์' });
    await expectEscapeReturnsFocus(dialog, trigger);

    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog', { name: 'สร้างโพสต์' });
    const box = within(dialog).getByRole('textbox', { name: /ข้อความ หรือ ลิงก์/ });
    await userEvent.type(box, youtubeMessage);
    await expect(within(dialog).getByText(/ชนิดโพสต์: วิดีโอ YouTube/)).toBeVisible();

    // No category yet: the product's warning, nothing submitted.
    await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /หมวดหมู่/ }), '2');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'โพสต์' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        categoryId: '2',
        photoIds: [],
        post: expect.objectContaining({ type: 'videoYoutube' }),
      }),
    );
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
