import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { shopState, storyProducts, waitForScreen } from '../../stories/shop';
import { routeParameters } from '../../stories/site';
import ShopScreen from './ShopScreen';

/**
 * `/coin`: the souvenirs, 20 a page, each with its add button (disabled when sold out, or limited
 * with the Thai unlock date); the pager under them. Members see links to the basket and wallet.
 */
const meta = {
  title: 'Screens/Coin shop',
  component: ShopScreen,
  beforeEach: shopState({ limited: true, basket: [{ productId: storyProducts.cheap.id, amount: 2 }] }),
  play: waitForScreen('ProductGrid'),
} satisfies Meta<typeof ShopScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member on a desktop: one souvenir limited by an earlier exchange; two in the basket (header). */
export const Desktop: Story = {
  decorators: [atRoute({ member: true })],
  parameters: routeParameters('/coin'),
};

export const Phone: Story = {
  decorators: [atRoute({ member: true })],
  parameters: routeParameters('/coin', 'phone'),
};

/** A visitor: no basket or wallet; add opens the login dialog. */
export const SignedOut: Story = {
  decorators: [atRoute()],
  beforeEach: shopState({ signedIn: false }),
  parameters: routeParameters('/coin', 'phone'),
};
