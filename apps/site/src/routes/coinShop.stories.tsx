import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopState, storyProducts, waitForScreen } from '../stories/shop';
import { inLayout, pageParameters } from '../stories/site';
import { CoinShopRoute } from './coinShop';

/**
 * `/coin`: the souvenirs, 20 a page, each with its add button (disabled when sold out, or limited
 * with the Thai unlock date); the pager under them. Members see links to the basket and wallet.
 */
const meta = {
  title: 'Screens/Coin shop',
  component: CoinShopRoute,
  beforeEach: shopState({ limited: true, basket: [{ productId: storyProducts.cheap.id, amount: 2 }] }),
  play: waitForScreen('ProductGrid'),
} satisfies Meta<typeof CoinShopRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member on a desktop: one souvenir limited by an earlier exchange; two in the basket (header). */
export const Desktop: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters('/coin'),
};

export const Phone: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters('/coin', 'phone'),
};

/** A visitor: no basket or wallet; add opens the login dialog. */
export const SignedOut: Story = {
  decorators: [inLayout('default', false)],
  beforeEach: shopState({ signedIn: false }),
  parameters: pageParameters('/coin', 'phone'),
};
