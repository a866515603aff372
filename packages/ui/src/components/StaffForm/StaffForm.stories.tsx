import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffForm } from './StaffForm';
import { SouvenirForm } from './StaffForm.fixtures';

const meta = {
  title: 'Components/StaffForm',
  component: StaffForm,
  args: { onSubmit: fn(), onCancel: fn(), children: null },
  render: (args) => <SouvenirForm {...args} />,
} satisfies Meta<typeof StaffForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save with gaps: the summary lists each field's message, takes focus, and its links reach the fields. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'แก้ไขของที่ระลึก' });
    const name = canvas.getByRole('textbox', { name: /^ชื่อของที่ระลึก/ });
    await userEvent.clear(name);
    await expect(canvas.getByText('มีการแก้ไขที่ยังไม่ได้บันทึก')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('กรุณาแก้ไข 1 รายการก่อนบันทึก');
    await waitFor(() => expect(form.querySelector('[data-part="ErrorSummary"]')).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('กรุณากรอกชื่อของที่ระลึก');

    await userEvent.click(within(summary).getByRole('link', { name: 'ชื่อของที่ระลึก: กรุณากรอกชื่อของที่ระลึก' }));
    await expect(name).toHaveFocus();

    // Enter in a field saves too.
    await userEvent.type(name, 'สมุดบันทึกบุญ{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  args: { saveLabel: 'บันทึกของที่ระลึก', cancelLabel: 'ทิ้งการแก้ไข', dirty: true },
};
