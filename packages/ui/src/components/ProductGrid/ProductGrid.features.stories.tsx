import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_PRODUCT_NAME, shopPage } from '../../test/shop.fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Components/ProductGrid/Features',
  component: ProductGrid,
  args: { products: shopPage(), onAdd: fn() },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full page of the shop: 20 souvenirs (product §9: products 20 a page), desktop 1280 px. */
export const FullPage: Story = {
  args: { products: shopPage(20) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(20);
  },
};

/** Two a row on a phone (390 px). */
export const Phone: Story = {
  args: { products: shopPage(6) },
  parameters: { screenshot: { viewport: 'phone' } },
};

/** Nothing to show: the empty state, in place of the list. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ยังไม่มีของที่ระลึก')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long Thai names wrap; cards of a row keep one height and their buttons line up. */
export const LongThaiText: Story = {
  args: {
    products: shopPage(4).map((p, i) =>
      i === 1 ? { ...p, name: LONG_PRODUCT_NAME, price: '1,234,567' } : p,
    ),
  },
  parameters: { screenshot: { viewport: 'phone' } },
};
