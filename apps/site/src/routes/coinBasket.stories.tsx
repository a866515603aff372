import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopState, storyProducts, waitForScreen } from '../stories/shop';
import { inLayout, pageParameters } from '../stories/site';
import { CoinBasketRoute } from './coinBasket';

const basket = [
  { productId: storyProducts.cheap.id, amount: 2 },
  { productId: storyProducts.other.id, amount: 1 },
];
const mail = {
  method: 'mail' as const,
  address: '99/9 หมู่ 7 ต.คลองสาม อ.คลองหลวง จ.ปทุมธานี 12120 โทร 0812345678',
};

/**
 * `/coin/basket` (members): the basket, then the delivery choice, then the review with its
 * two-step confirm. Points are the mock wallet's, enough for the basket unless a story says so.
 */
const meta = {
  title: 'Screens/Coin basket',
  component: CoinBasketRoute,
  decorators: [inLayout('blank', true)],
  beforeEach: shopState({ basket, wallet: { current_point: 2_400 } }),
  play: waitForScreen('Basket'),
} satisfies Meta<typeof CoinBasketRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/coin/basket') };

export const Phone: Story = { parameters: pageParameters('/coin/basket', 'phone') };

/** More than the per-exchange limit: the spec's message, exchange disabled. */
export const LimitMessage: Story = {
  beforeEach: shopState({
    basket: [{ productId: storyProducts.cheap.id, amount: storyProducts.cheap.attributes.limit + 1 }],
    wallet: { current_point: 2_400 },
  }),
  parameters: pageParameters('/coin/basket', 'phone'),
  play: async (context) => {
    await waitForScreen('Basket')(context);
    await expect(within(context.canvasElement).getByText('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ')).toBeVisible();
  },
};

/** The delivery step, mail with a 3-character address: 'ถัดไป' is refused with the hint. */
export const DeliveryTooShort: Story = {
  args: { initialStep: 'delivery', initialDelivery: { method: 'mail', address: 'บ้าน' } },
  parameters: pageParameters('/coin/basket', 'phone'),
  play: async (context) => {
    await waitForScreen('DeliveryForm')(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(await canvas.findByText('กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)')).toBeVisible();
  },
};

/** The delivery step on a desktop, temple chosen. */
export const Delivery: Story = {
  args: { initialStep: 'delivery' },
  parameters: pageParameters('/coin/basket'),
  play: waitForScreen('DeliveryForm'),
};

/** The review before the two-step confirm. */
export const Review: Story = {
  args: { initialStep: 'review', initialDelivery: mail },
  parameters: pageParameters('/coin/basket'),
  play: waitForScreen('OrderReview'),
};

export const ReviewPhone: Story = {
  args: { initialStep: 'review', initialDelivery: mail },
  parameters: pageParameters('/coin/basket', 'phone'),
  play: waitForScreen('OrderReview'),
};

/** The order failed: 'เกิดข้อผิดพลาดบางอย่าง', the basket kept for a retry. */
export const ReviewFailed: Story = {
  args: { initialStep: 'review', initialDelivery: mail },
  beforeEach: shopState({ basket, wallet: { current_point: 2_400 }, fail: 'POST /api/orders' }),
  parameters: pageParameters('/coin/basket', 'phone'),
  play: async (context) => {
    await waitForScreen('OrderReview')(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'ยืนยันการแลก' }));
    await userEvent.click(await body.findByRole('button', { name: 'แลกเลย' }));
    await expect(await body.findByText('เกิดข้อผิดพลาดบางอย่าง', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
