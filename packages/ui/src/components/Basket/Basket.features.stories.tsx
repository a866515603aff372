import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { basketData, LONG_PRODUCT_NAME } from '../../test/shop.fixtures';
import { Basket } from './Basket';

const meta = {
  title: 'Components/Basket/Features',
  component: Basket,
  args: {
    ...basketData([
      { productId: 2, amount: 1 },
      { productId: 7, amount: 1 },
    ]),
    onAmountChange: fn(),
    onExchange: fn(),
  },
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Points not enough (300 + 150 of 240): the product's message, exchange disabled. */
export const PointsNotEnough: Story = {
  args: basketData([
    { productId: 1, amount: 1 },
    { productId: 2, amount: 1 },
  ]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ');
    const exchange = canvas.getByRole('button', { name: 'แลกของที่ระลึก' });
    await expect(exchange).toBeDisabled();
    await userEvent.click(exchange, { pointerEventsCheck: 0 });
    await expect(args.onExchange).not.toHaveBeenCalled();
  },
};

/** More than the per-exchange limit (3 scarves, limit 2): the amount turns red, plus is disabled. */
export const OverLimit: Story = {
  args: basketData([{ productId: 7, amount: 3 }], 1_000),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = within(canvas.getByRole('group', { name: 'ผ้าพันคอจิตอาสา' }));
    await expect(line.getByRole('button', { name: 'เพิ่มจำนวน' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** At the most one exchange may hold: plus disabled, still exchangeable. */
export const AtMost: Story = {
  args: basketData([{ productId: 7, amount: 2 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'เพิ่มจำนวน' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'แลกของที่ระลึก' })).toBeEnabled();
  },
};

/** Empty: the empty state (the site then goes to /coin). */
export const Empty: Story = {
  args: basketData([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ยังไม่มีของในตะกร้า')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'แลกของที่ระลึก' })).toBeNull();
  },
};

/** A long name and large figures wrap; nothing is cut. */
export const LongThaiText: Story = {
  args: (() => {
    const data = basketData([
      { productId: 2, amount: 1 },
      { productId: 5, amount: 1 },
    ]);
    return {
      ...data,
      lines: data.lines.map((l, i) => (i === 0 ? { ...l, name: LONG_PRODUCT_NAME } : l)),
    };
  })(),
};

/** On a phone (390 px): the stepper and the line total go under the name. */
export const Phone: Story = {
  args: basketData(
    [
      { productId: 2, amount: 2 },
      { productId: 7, amount: 1 },
      { productId: 4, amount: 1 },
    ],
    1_000,
  ),
  parameters: { screenshot: { viewport: 'phone' } },
};
