import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { shopState, storyProducts, waitForScreen } from '../../stories/shop';
import { routeParameters } from '../../stories/site';
import BasketScreen from './BasketScreen';

const basket = [
  { productId: storyProducts.cheap.id, amount: 2 },
  { productId: storyProducts.other.id, amount: 1 },
];
const mailAddress = '99/9 หมู่ 7 ต.คลองสาม อ.คลองหลวง จ.ปทุมธานี 12120 โทร 0812345678';

type Context = { canvasElement: HTMLElement };

/** As the member does: from the basket, 'แลกของที่ระลึก' opens the delivery step. */
async function toDelivery(context: Context) {
  await waitForScreen('Basket')(context);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'แลกของที่ระลึก' }));
  await waitForScreen('DeliveryForm')(context);
}

/** The delivery step with mail chosen and `address` written in. */
async function mailTo(context: Context, address: string) {
  await toDelivery(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: /ส่งทางไปรษณีย์/ }));
  await userEvent.click(canvas.getByRole('textbox', { name: /ที่อยู่สำหรับจัดส่ง/ }));
  await userEvent.paste(address);
}

/** Mail to a full address, then 'ถัดไป': the review. */
async function toReview(context: Context) {
  await mailTo(context, mailAddress);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'ถัดไป' }));
  await waitForScreen('OrderReview')(context);
}

/**
 * `/coin/basket` (members): the basket, then the delivery choice, then the review with its
 * two-step confirm. Points are the mock wallet's, enough for the basket unless a story says so.
 */
const meta = {
  title: 'Screens/Coin basket',
  component: BasketScreen,
  decorators: [atRoute({ member: true })],
  beforeEach: shopState({ basket, wallet: { current_point: 2_400 } }),
  play: waitForScreen('Basket'),
} satisfies Meta<typeof BasketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: routeParameters('/coin/basket') };

export const Phone: Story = { parameters: routeParameters('/coin/basket', 'phone') };

/** More than the per-exchange limit: the refusal message, exchange disabled. */
export const LimitMessage: Story = {
  beforeEach: shopState({
    basket: [{ productId: storyProducts.cheap.id, amount: storyProducts.cheap.attributes.limit + 1 }],
    wallet: { current_point: 2_400 },
  }),
  parameters: routeParameters('/coin/basket', 'phone'),
  play: async (context) => {
    await waitForScreen('Basket')(context);
    await expect(within(context.canvasElement).getByText('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ')).toBeVisible();
  },
};

/** The delivery step, mail with a 3-character address: 'ถัดไป' is refused with the hint. */
export const DeliveryTooShort: Story = {
  parameters: routeParameters('/coin/basket', 'phone'),
  play: async (context) => {
    await mailTo(context, 'บ้าน');
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await expect(await canvas.findByText('กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)')).toBeVisible();
  },
};

/** The delivery step on a desktop, temple chosen. */
export const Delivery: Story = {
  parameters: routeParameters('/coin/basket'),
  play: toDelivery,
};

/** The review before the two-step confirm. */
export const Review: Story = {
  parameters: routeParameters('/coin/basket'),
  play: toReview,
};

export const ReviewPhone: Story = {
  parameters: routeParameters('/coin/basket', 'phone'),
  play: toReview,
};

/** The order failed: 'เกิดข้อผิดพลาดบางอย่าง', the basket kept for a retry. */
export const ReviewFailed: Story = {
  beforeEach: shopState({ basket, wallet: { current_point: 2_400 }, fail: 'POST /api/orders' }),
  parameters: routeParameters('/coin/basket', 'phone'),
  play: async (context) => {
    await toReview(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'ยืนยันการแลก' }));
    await userEvent.click(await body.findByRole('button', { name: 'แลกเลย' }));
    await expect(await body.findByText('เกิดข้อผิดพลาดบางอย่าง', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
