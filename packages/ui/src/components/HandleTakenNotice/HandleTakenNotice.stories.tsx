import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HandleTakenNotice } from './HandleTakenNotice';

const meta = {
  title: 'Components/HandleTakenNotice',
  component: HandleTakenNotice,
  args: { handle: 'somchai', defaultOpen: true, onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof HandleTakenNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a save whose handle was taken: name and bio saved, the old handle kept. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ชื่อผู้ใช้นี้มีคนใช้แล้ว' });
    await expect(dialog).toHaveTextContent('@somchai มีผู้อื่นใช้อยู่แล้ว');
    const ok = within(dialog).getByRole('button', { name: 'ตกลง' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = { args: { handle: 'boonchai' } };
