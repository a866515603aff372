import { wireOrder } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { shopState, waitForScreen } from '../../stories/shop';
import { mockApi, routeParameters } from '../../stories/site';
import OrderScreen from './OrderScreen';

/**
 * `/coin/order/{id}` (members): one order — title with its number, wallet button, souvenirs with
 * photo, unit price, amount and line total, the total, pickup method, address and date, then its
 * status and history (ADR 035). And `/coin/order`, the member's own order data.
 */
const meta = {
  title: 'Screens/Coin order',
  component: OrderScreen,
  decorators: [atRoute({ member: true })],
  beforeEach: shopState(),
  play: waitForScreen('OrderDetail'),
} satisfies Meta<typeof OrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: routeParameters('/coin/order/12') };

export const Phone: Story = { parameters: routeParameters('/coin/order/12', 'phone') };

/** `/coin/order`: the member's order data, every order in full. */
export const OrderData: Story = { parameters: routeParameters('/coin/order', 'phone') };

/** A mailed order staff have sent: 'sent' with the tracking text, 'received' still to come. */
export const Sent: Story = {
  parameters: {
    ...routeParameters('/coin/order/12', 'phone'),
    msw: {
      handlers: [
        http.get('*/api/orders/12', () =>
          HttpResponse.json({
            data: wireOrder(12, {
              logistic: 'mail',
              status: 'sent',
              tracking: 'ไปรษณีย์ไทย EF123456789TH',
              statusHistory: [
                { status: 'placed', tracking: null, at: '2026-10-07T02:00:00.000Z' },
                { status: 'packed', tracking: null, at: '2026-10-08T03:30:00.000Z' },
                { status: 'sent', tracking: 'ไปรษณีย์ไทย EF123456789TH', at: '2026-10-09T07:15:00.000Z' },
              ],
            }),
            meta: {},
          }),
        ),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByTestId('order-status', {}, { timeout: 10_000 });
    await expect(status).toHaveTextContent('จัดส่งแล้ว');
    await expect(within(status).getByRole('list', { name: 'สถานะคำสั่งแลก' })).toHaveTextContent(
      'ไปรษณีย์ไทย EF123456789TH',
    );
  },
};
