import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { shopState, waitForScreen } from '../../stories/shop';
import { routeParameters } from '../../stories/site';
import OrderScreen from './OrderScreen';

/**
 * `/coin/order/{id}` (members): one order — title with its number, wallet button, souvenirs with
 * photo, unit price, amount and line total, the total, pickup method, address and date. And
 * `/coin/order`, the member's own order data.
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
