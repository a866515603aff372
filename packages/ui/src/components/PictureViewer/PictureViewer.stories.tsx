import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEscapeReturnsFocus } from '../../test/dialog.play';
import { Button } from '../Button';
import { PictureViewer } from './PictureViewer';
import { member } from './PictureViewer.fixtures';

const meta = {
  title: 'Components/PictureViewer',
  component: PictureViewer,
  args: { name: member.name, src: member.picture, onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PictureViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from another member's picture; Escape and 'ปิด' close it and focus goes back. */
export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>ดูรูปโปรไฟล์</Button>
        <PictureViewer
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
    const trigger = within(canvasElement).getByRole('button', { name: 'ดูรูปโปรไฟล์' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: `รูปโปรไฟล์ของ ${member.name}` });
    await expect(within(dialog).getByRole('img', { name: `รูปโปรไฟล์ของ ${member.name}` })).toBeInTheDocument();
    await expectEscapeReturnsFocus(dialog, trigger);
    await userEvent.click(trigger);
    const again = await within(document.body).findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'ปิด' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Leave it open for the screenshot and axe.
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog');
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
