import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { shopState, waitForScreen } from '../stories/shop';
import { inLayout, pageParameters } from '../stories/site';
import { CoinOrderRoute } from './coinOrder';
import { CoinOrdersRoute } from './coinOrders';

/**
 * `/coin/order/{id}` (members): one order — title with its number, wallet button, souvenirs with
 * photo, unit price, amount and line total, the total, pickup method, address and date. And
 * `/coin/order`, the member's own order data.
 */
const meta = {
  title: 'Screens/Coin order',
  component: CoinOrderRoute,
  decorators: [inLayout('blank', true)],
  render: () => (
    <Routes>
      <Route path="coin/order" element={<CoinOrdersRoute />} />
      <Route path="coin/order/:id" element={<CoinOrderRoute />} />
    </Routes>
  ),
  beforeEach: shopState(),
  play: waitForScreen('OrderDetail'),
} satisfies Meta<typeof CoinOrderRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/coin/order/12') };

export const Phone: Story = { parameters: pageParameters('/coin/order/12', 'phone') };

/** `/coin/order`: the member's order data, every order in full. */
export const OrderData: Story = { parameters: pageParameters('/coin/order', 'phone') };
