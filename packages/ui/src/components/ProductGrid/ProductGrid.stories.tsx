import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shopPage } from '../../test/shop.fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  args: { products: shopPage(), onAdd: fn(), 'aria-label': 'ของที่ระลึก' },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const card = canvas.getByRole('article', { name: 'เสื้อยืดผู้นำบุญ' });
    await userEvent.click(within(card).getByRole('button', { name: 'ใส่ตะกร้า' }));
    await expect(args.onAdd).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = { args: { products: shopPage(4), headingLevel: 'h2' } };
