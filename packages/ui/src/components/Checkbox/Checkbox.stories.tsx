import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'จดจำการเข้าสู่ระบบในเครื่องนี้', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'จดจำการเข้าสู่ระบบในเครื่องนี้' });
    await expect(box).not.toBeChecked();
    // The label text toggles it too: the whole row is the target.
    await userEvent.click(within(canvasElement).getByText('จดจำการเข้าสู่ระบบในเครื่องนี้'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    label: 'รับการแจ้งเตือนเมื่อมีโพสต์ใหม่จากผู้สร้างสรรค์ที่ติดตาม',
    hint: 'ปิดได้ทุกเมื่อในหน้าโปรไฟล์',
    defaultChecked: true,
  },
};
