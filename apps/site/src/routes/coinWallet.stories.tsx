import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { shopState, waitForScreen } from '../stories/shop';
import { inLayout, pageParameters } from '../stories/site';
import { CoinWalletRoute } from './coinWallet';

/**
 * `/coin/wallet` (members): the three balances, the swap (allowed from 100) and the ledger, whose
 * entries naming an order link to it.
 */
const meta = {
  title: 'Screens/Coin wallet',
  component: CoinWalletRoute,
  decorators: [inLayout('blank', true)],
  render: () => (
    <Routes>
      <Route path="coin/wallet" element={<CoinWalletRoute />} />
      <Route path="coin/wallet/:page" element={<CoinWalletRoute />} />
    </Routes>
  ),
  beforeEach: shopState({ wallet: { current_point: 1_240, can_change_total: 135, all_time_total: 2_875 } }),
  play: waitForScreen('WalletLedger'),
} satisfies Meta<typeof CoinWalletRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/coin/wallet') };

export const Phone: Story = { parameters: pageParameters('/coin/wallet', 'phone') };

/** Fewer than 100 share points: the swap is disabled and says the minimum. */
export const SwapBelowMinimum: Story = {
  beforeEach: shopState({ wallet: { current_point: 40, can_change_total: 60, all_time_total: 460 } }),
  parameters: pageParameters('/coin/wallet', 'phone'),
};
