import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { EditDescriptionDialog } from './EditDescriptionDialog';

const meta = {
  title: 'Components/EditDescriptionDialog',
  component: EditDescriptionDialog,
  args: {
    description: 'ขอเชิญร่วมสวดมนต์ทำวัตรเย็น ทุกวันพระ เวลา 19.00 น.',
    onSave: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">แก้ไขคำอธิบาย</Button>,
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof EditDescriptionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit and save; focus stays inside; Escape returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'แก้ไขคำอธิบาย' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('dialog', { name: 'แก้ไขคำอธิบาย' });
    await expectFocusTrapped(dialog, 3);
    await expectEscapeReturnsFocus(dialog, trigger);

    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog');
    const box = within(dialog).getByRole('textbox', { name: 'คำอธิบายโพสต์' });
    await userEvent.type(box, ' ณ ศาลาปฏิบัติธรรม');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSave).toHaveBeenCalledWith(`${args.description} ณ ศาลาปฏิบัติธรรม`);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await body.findByRole('dialog');
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
