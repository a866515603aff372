import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryForm } from './DeliveryForm';

const meta = {
  title: 'Components/DeliveryForm/Features',
  component: DeliveryForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof DeliveryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Temple (the default): the box is optional; a blank note goes on. */
export const Temple: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /หมายเหตุถึงทีมงาน/ })).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'temple', address: '' });
  },
};

/** Coordinator: its own label and hint (name, phone, region), required. */
export const Coordinator: Story = {
  args: { defaultValue: { method: 'coor', address: '' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /ข้อมูลผู้ประสานงาน/ });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription(/ชื่อผู้ประสานงาน เบอร์โทรศัพท์ และภาค/);
  },
};

/** Mail with too short an address after 'ถัดไป': the error under the box. */
export const AddressTooShort: Story = {
  args: { defaultValue: { method: 'mail', address: 'บ้าน ' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(canvas.getByText('กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A long Thai address wraps in the growing box. */
export const LongThaiText: Story = {
  args: {
    defaultValue: {
      method: 'mail',
      address:
        'นางสาวสมหญิง ใจบุญมากมายเหลือเกิน\n99/123 หมู่บ้านแสงธรรมนิเวศน์ ซอยพหลโยธิน 48 แยก 12 ถนนพหลโยธิน แขวงอนุสาวรีย์ เขตบางเขน กรุงเทพมหานคร 10220\nโทร 081-234-5678',
    },
  },
};

/** On a phone (390 px). */
export const Phone: Story = {
  args: { defaultValue: { method: 'mail', address: '' } },
  parameters: { screenshot: { viewport: 'phone' } },
};

/** An exchange of honour awards only: the team presents them — the member may only skip. */
export const HonourAward: Story = {
  args: { honour: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'ข้าม' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'temple', address: '' });
  },
};
