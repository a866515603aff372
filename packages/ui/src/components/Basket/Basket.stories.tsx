import { type BasketLine, setBasketAmount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { basketData } from '../../test/shop.fixtures';
import { Basket } from './Basket';

/** Within every rule: 150 + 80 = 230 of the wallet's 240 points. */
const withinRules: BasketLine[] = [
  { productId: 2, amount: 1 },
  { productId: 7, amount: 1 },
];

const meta = {
  title: 'Components/Basket',
  component: Basket,
  args: { ...basketData(withinRules), onAmountChange: fn(), onExchange: fn(), 'aria-label': 'ตะกร้า' },
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live basket: amounts change through domain's `setBasketAmount`, and every figure is re-checked. */
export const Default: Story = {
  render: function Render(args) {
    const [lines, setLines] = useState<BasketLine[]>(withinRules);
    return (
      <Basket
        {...args}
        {...basketData(lines)}
        onAmountChange={(id, amount) => {
          args.onAmountChange?.(id, amount);
          setLines((l) => setBasketAmount(l, id, amount));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const exchange = canvas.getByRole('button', { name: 'แลกของที่ระลึก' });
    await expect(exchange).toBeEnabled();
    await expect(canvas.getByText('10 คะแนน')).toBeVisible();
    // A second shirt: 380 of 240 points — blocked with the product's message.
    const shirt = within(canvas.getByRole('group', { name: 'เสื้อยืดผู้นำบุญ' }));
    await userEvent.click(shirt.getByRole('button', { name: 'เพิ่มจำนวน' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ');
    await expect(exchange).toBeDisabled();
    await expect(canvas.getByText('-140 คะแนน')).toBeVisible();
    // Back to one, then to zero: the line goes.
    await userEvent.click(shirt.getByRole('button', { name: 'ลดจำนวน' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(shirt.getByRole('button', { name: 'นำออกจากตะกร้า' }));
    await expect(canvas.queryByRole('group', { name: 'เสื้อยืดผู้นำบุญ' })).toBeNull();
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(2, 0);
    await userEvent.click(exchange);
    await expect(args.onExchange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};
