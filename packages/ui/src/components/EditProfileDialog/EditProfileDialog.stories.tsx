import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { EditProfileDialog } from './EditProfileDialog';
import { memberValues } from './EditProfileDialog.fixtures';

const meta = {
  title: 'Components/EditProfileDialog',
  component: EditProfileDialog,
  args: { values: memberValues, onSave: fn(), onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof EditProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the header's Edit button: the fields start from the profile; '@' is stripped on save. */
export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>แก้ไขโปรไฟล์</Button>
        <EditProfileDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'แก้ไขโปรไฟล์' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    const page = within(dialog);
    await expect(page.getByRole('textbox', { name: /^ชื่อ\s*\*?$/ })).toHaveValue(memberValues.name);
    await expectFocusTrapped(dialog);
    const handle = page.getByRole('textbox', { name: /ชื่อผู้ใช้/ });
    await userEvent.clear(handle);
    await userEvent.type(handle, '@ boonchai ');
    await userEvent.click(page.getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...memberValues, handle: 'boonchai' });
    // Ends closed, focus back on the trigger (the Features stories show the open dialog).
    await expectEscapeReturnsFocus(dialog, trigger);
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
