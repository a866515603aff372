import { addToBasket, type BasketLine } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productCardData, shopPage } from '../../test/shop.fixtures';
import { ProductGrid } from '../ProductGrid';
import { ProductDetail, productDetailHeadingLevels } from './ProductDetail';

const product = productCardData(2);

const meta = {
  title: 'Components/ProductDetail',
  component: ProductDetail,
  args: {
    name: product.name,
    photoSrc: product.photoSrc,
    price: product.price,
    stock: product.stock,
    description: product.description,
    availability: product.availability,
    amount: 0,
    most: product.most,
    onAdd: fn(),
    onRemove: fn(),
  },
  argTypes: {
    availability: { control: 'inline-radio', options: ['available', 'soldOut', 'limited'] },
    headingLevel: { control: 'inline-radio', options: productDetailHeadingLevels },
  },
} satisfies Meta<typeof ProductDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The basket is the app's; here a local one, changed with domain's `addToBasket` as the site does. */
export const Default: Story = {
  render: function Render(args) {
    const [lines, setLines] = useState<BasketLine[]>([]);
    const amount = lines.find((l) => l.productId === product.id)?.amount ?? 0;
    return (
      <ProductDetail
        {...args}
        amount={amount}
        onAdd={() => {
          args.onAdd?.();
          setLines((l) => addToBasket(l, product.id, 1));
        }}
        onRemove={() => {
          args.onRemove?.();
          setLines((l) => addToBasket(l, product.id, -1));
        }}
      >
        <ProductDetail.Others>
          <ProductGrid products={shopPage(4, 5)} />
        </ProductDetail.Others>
      </ProductDetail>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The other souvenirs' cards have add buttons too: take the product's own controls.
    const controls = within(canvas.getByRole('group', { name: 'เสื้อยืดผู้นำบุญ' }));
    const add = controls.getByRole('button', { name: 'ใส่ตะกร้า' });
    const minus = controls.getByRole('button', { name: 'ลดจำนวน' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'เสื้อยืดผู้นำบุญ' })).toBeVisible();
    await expect(minus).toBeDisabled();
    // Product 2 allows 5 an exchange (limit 5, stock 25): add stops there.
    for (let i = 0; i < 5; i += 1) await userEvent.click(add);
    await expect(controls.getByRole('status')).toHaveTextContent('ในตะกร้า 5 ชิ้น');
    await expect(add).toBeDisabled();
    await expect(args.onAdd).toHaveBeenCalledTimes(5);
    await userEvent.click(minus);
    await expect(controls.getByRole('status')).toHaveTextContent('ในตะกร้า 4 ชิ้น');
    await expect(add).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ของที่ระลึกอื่น ๆ' })).toBeVisible();
  },
};

export const Playground: Story = { args: { amount: 2 } };
