import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { shopState, storyProducts, waitForScreen } from '../../stories/shop';
import { routeParameters } from '../../stories/site';
import SouvenirScreen from './SouvenirScreen';

const cheap = storyProducts.cheap.id;
const locked = storyProducts.locked.id;

/**
 * `/coin/{id}`: one souvenir — photo, price, stock, description, minus and add-to-basket (how many
 * the basket holds between them) — and other souvenirs.
 */
const meta = {
  title: 'Screens/Coin product',
  component: SouvenirScreen,
  beforeEach: shopState({ limited: true, basket: [{ productId: cheap, amount: 1 }] }),
  play: waitForScreen('ProductDetail'),
} satisfies Meta<typeof SouvenirScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One in the basket already: minus is enabled, add until the per-exchange limit. */
export const Desktop: Story = {
  decorators: [atRoute({ member: true })],
  parameters: routeParameters(`/coin/${cheap}`),
};

export const Phone: Story = {
  decorators: [atRoute({ member: true })],
  parameters: routeParameters(`/coin/${cheap}`, 'phone'),
};

/** Limited by an earlier exchange: add disabled, the Thai unlock date shown. */
export const Limited: Story = {
  decorators: [atRoute({ member: true })],
  parameters: routeParameters(`/coin/${locked}`, 'phone'),
};

/** A visitor sees the product; add opens the login dialog. */
export const SignedOut: Story = {
  decorators: [atRoute()],
  beforeEach: shopState({ signedIn: false }),
  parameters: routeParameters(`/coin/${cheap}`),
};
