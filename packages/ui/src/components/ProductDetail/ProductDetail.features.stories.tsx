import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_PRODUCT_NAME, productCardData, shopPage } from '../../test/shop.fixtures';
import { ProductGrid } from '../ProductGrid';
import { ProductDetail } from './ProductDetail';

const data = (id: number) => {
  const p = productCardData(id);
  return {
    name: p.name,
    photoSrc: p.photoSrc,
    price: p.price,
    stock: p.stock,
    description: p.description,
    availability: p.availability,
    unlockDate: p.unlockDate,
    most: p.most,
  };
};

const meta = {
  title: 'Components/ProductDetail/Features',
  component: ProductDetail,
  args: { ...data(2), amount: 0, onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof ProductDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some already in the basket: minus is enabled, the amount stands out. */
export const InBasket: Story = {
  args: { amount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ในตะกร้า 2 ชิ้น');
    await expect(canvas.getByRole('button', { name: 'ลดจำนวน' })).toBeEnabled();
  },
};

/** As many as one exchange may hold: add is disabled, minus still works. */
export const AtMost: Story = {
  args: { amount: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ลดจำนวน' })).toBeEnabled();
  },
};

/** Limited by an order limit (product §4): the Thai unlock date, add disabled. */
export const Limited: Story = {
  args: { ...data(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('จำกัดการแลก แลกได้อีกครั้งหลังวันที่ 15 ธ.ค. 2569')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeDisabled();
  },
};

/** Sold out: 'หมดแล้ว', add disabled. */
export const SoldOut: Story = {
  args: { ...data(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('หมดแล้ว')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeDisabled();
  },
};

/** No photo: the gift glyph keeps the square. */
export const WithoutPhoto: Story = { args: { photoSrc: null } };

/** A long name and a description with line breaks, kept as written. */
export const LongThaiText: Story = {
  args: {
    name: LONG_PRODUCT_NAME,
    price: '1,234,567',
    description:
      'ของที่ระลึกสำหรับผู้นำบุญ ผลิตจากวัสดุคุณภาพดี แลกได้ด้วยคะแนนจากการแชร์\nขนาด 12 x 8 เซนติเมตร\n\nจัดส่งทางไปรษณีย์ภายใน 7 วันทำการ หรือรับได้ที่วัดในวันอาทิตย์ต้นเดือน',
  },
};

/** The product page on a phone (390 px): photo above, controls below, other souvenirs two a row. */
export const Phone: Story = {
  args: { amount: 1 },
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => (
    <ProductDetail {...args}>
      <ProductDetail.Others>
        <ProductGrid products={shopPage(2, 5)} />
      </ProductDetail.Others>
    </ProductDetail>
  ),
};
