import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEscapeReturnsFocus } from '../../test/dialog.play';
import { Button } from '../Button';
import { SocialLinksDialog } from './SocialLinksDialog';
import { memberLinks } from './SocialLinksDialog.fixtures';

const meta = {
  title: 'Components/SocialLinksDialog',
  component: SocialLinksDialog,
  args: { values: memberLinks, onSave: fn(), onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof SocialLinksDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five URL inputs; saving hands all five back, '' where empty, with no validation. */
export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>แก้ไขลิงก์โซเชียล</Button>
        <SocialLinksDialog
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
    const trigger = within(canvasElement).getByRole('button', { name: 'แก้ไขลิงก์โซเชียล' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'แก้ไขลิงก์โซเชียล' });
    const page = within(dialog);
    await expect(page.getAllByRole('textbox')).toHaveLength(5);
    await userEvent.type(page.getByRole('textbox', { name: 'TikTok' }), 'not a url');
    await userEvent.click(page.getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      facebook: 'https://www.facebook.com/somchai.dhamma',
      twitter: '',
      tiktok: 'not a url',
      youtube: '',
      website: 'https://example.org/somchai',
    });
    // Ends closed, focus back on the trigger (the Features stories show the open dialog).
    await expectEscapeReturnsFocus(dialog, trigger);
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
