import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_PRODUCT_NAME, orderDetailData } from '../../test/shop.fixtures';
import { OrderDetail } from './OrderDetail';

const order = orderDetailData(12, { logistic: 'coor', shipto: 'ลุงสมชาย ผู้ประสานงานภาคเหนือ โทร 089-765-4321' });

const meta = {
  title: 'Components/OrderDetail/Features',
  component: OrderDetail,
  args: order,
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Temple pick-up without a note: a dash for the address. */
export const TempleWithoutAddress: Story = {
  args: orderDetailData(1, { logistic: 'temple', shipto: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('รับที่วัด')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** A souvenir no longer offered: no link, no price, the line still counted in the total. */
export const ProductGone: Story = {
  args: {
    lines: [
      ...order.lines,
      { key: 'gone', name: null, photoSrc: null, price: null, amount: '1', lineTotal: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ของที่ระลึกนี้ไม่มีในร้านแล้ว')).toBeVisible();
  },
};

/** A long name and a long address wrap. */
export const LongThaiText: Story = {
  args: {
    lines: order.lines.map((l, i) => (i === 0 ? { ...l, name: LONG_PRODUCT_NAME } : l)),
    method: 'mail',
    address:
      'นางสาวสมหญิง ใจบุญมากมายเหลือเกิน\n99/123 หมู่บ้านแสงธรรมนิเวศน์ ซอยพหลโยธิน 48 แยก 12 ถนนพหลโยธิน แขวงอนุสาวรีย์ เขตบางเขน กรุงเทพมหานคร 10220\nโทร 081-234-5678',
  },
};

/** On a phone (390 px): the wallet button goes under the title. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
