import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'ต้องการลบโพสต์ของคุณใช่ไหม',
    message: 'เมื่อลบแล้วจะกู้คืนไม่ได้',
    confirmLabel: 'ลบโพสต์',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    trigger: (
      <Button variant="danger" size="sm">
        ลบโพสต์
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'ลบโพสต์' });

    await userEvent.click(trigger);
    let dialog = await body.findByRole('alertdialog', { name: 'ต้องการลบโพสต์ของคุณใช่ไหม' });
    await expect(dialog).toHaveAccessibleDescription('เมื่อลบแล้วจะกู้คืนไม่ได้');
    // Focus starts on the safe answer.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toHaveFocus());
    await expectFocusTrapped(dialog, 3);
    await expectEscapeReturnsFocus(dialog, trigger);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบโพสต์' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Open again so the screenshot and axe cover the open dialog.
    await userEvent.click(trigger);
    await body.findByRole('alertdialog');
  },
};

export const Playground: Story = {
  args: { defaultOpen: true },
};
