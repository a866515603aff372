import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_PRODUCT_NAME, orderReviewData } from '../../test/shop.fixtures';
import { OrderReview } from './OrderReview';

const review = orderReviewData(
  [
    { productId: 2, amount: 2 },
    { productId: 7, amount: 1 },
  ],
  1_000,
);

const meta = {
  title: 'Components/OrderReview/Features',
  component: OrderReview,
  args: {
    ...review,
    method: 'coor',
    address: 'ลุงสมชาย ผู้ประสานงานภาคเหนือ โทร 089-765-4321',
    onConfirm: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof OrderReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Temple pick-up without a note: a dash instead of an address. */
export const TempleWithoutNote: Story = {
  args: { method: 'temple', address: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('รับที่วัด')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** The order call failed (product §8): 'เกิดข้อผิดพลาดบางอย่าง'; the member may try again. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดบางอย่าง');
    await expect(canvas.getByRole('button', { name: 'ยืนยันการแลก' })).toBeEnabled();
  },
};

/** Placing: the dialog stays open and busy; edit and cancel wait. */
export const Placing: Story = {
  args: { placing: true },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    // The open dialog hides the page from assistive tech; the button is still there, disabled.
    await expect(within(canvasElement).getByRole('button', { name: 'แก้ไข', hidden: true })).toBeDisabled();
  },
};

/** A long name and a long address wrap. */
export const LongThaiText: Story = {
  args: {
    lines: review.lines.map((l, i) => (i === 0 ? { ...l, name: LONG_PRODUCT_NAME } : l)),
    method: 'mail',
    address:
      'นางสาวสมหญิง ใจบุญมากมายเหลือเกิน\n99/123 หมู่บ้านแสงธรรมนิเวศน์ ซอยพหลโยธิน 48 แยก 12 ถนนพหลโยธิน แขวงอนุสาวรีย์ เขตบางเขน กรุงเทพมหานคร 10220\nโทร 081-234-5678',
  },
};

/** On a phone (390 px): the buttons stack, confirm on top. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
