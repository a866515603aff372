import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { shopState, storyProducts, waitForScreen } from '../stories/shop';
import { inLayout, pageParameters } from '../stories/site';
import { CoinProductRoute } from './coinProduct';

const cheap = storyProducts.cheap.id;
const locked = storyProducts.locked.id;

/**
 * `/coin/{id}`: one souvenir — photo, price, stock, description, minus and add-to-basket (how many
 * the basket holds between them) — and other souvenirs.
 */
const meta = {
  title: 'Screens/Coin product',
  component: CoinProductRoute,
  render: () => (
    <Routes>
      <Route path="coin/:id" element={<CoinProductRoute />} />
    </Routes>
  ),
  beforeEach: shopState({ limited: true, basket: [{ productId: cheap, amount: 1 }] }),
  play: waitForScreen('ProductDetail'),
} satisfies Meta<typeof CoinProductRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One in the basket already: minus is enabled, add until the per-exchange limit. */
export const Desktop: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters(`/coin/${cheap}`),
};

export const Phone: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters(`/coin/${cheap}`, 'phone'),
};

/** Limited by an earlier exchange: add disabled, the Thai unlock date shown. */
export const Limited: Story = {
  decorators: [inLayout('default', true)],
  parameters: pageParameters(`/coin/${locked}`, 'phone'),
};

/** A visitor sees the product; add opens the login dialog. */
export const SignedOut: Story = {
  decorators: [inLayout('default', false)],
  beforeEach: shopState({ signedIn: false }),
  parameters: pageParameters(`/coin/${cheap}`),
};
