import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryForm } from './DeliveryForm';

const meta = {
  title: 'Components/DeliveryForm',
  component: DeliveryForm,
  args: { onSubmit: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof DeliveryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mail with a 3-character address is refused with the hint; a real address goes on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /รับที่วัด/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /ส่งทางไปรษณีย์/ }));
    const address = canvas.getByRole('textbox', { name: /ที่อยู่สำหรับจัดส่ง/ });
    await expect(address).toHaveAccessibleDescription(/รหัสไปรษณีย์/);
    await userEvent.type(address, 'กทม');
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(address).toHaveFocus();
    await expect(address).toHaveAccessibleDescription(/มากกว่า 5 ตัวอักษร/);
    await userEvent.type(address, ' 10200 โทร 0812345678');
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'mail', address: 'กทม 10200 โทร 0812345678' });
  },
};

export const Playground: Story = { args: { defaultValue: { method: 'coor', address: '' } } };
