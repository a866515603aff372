import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { shopState, waitForScreen } from '../../stories/shop';
import { routeParameters } from '../../stories/site';
import WalletScreen from './WalletScreen';

/**
 * `/coin/wallet` (members): the three balances, the swap (allowed from 100) and the ledger, whose
 * entries naming an order link to it.
 */
const meta = {
  title: 'Screens/Coin wallet',
  component: WalletScreen,
  decorators: [atRoute({ member: true })],
  beforeEach: shopState({ wallet: { current_point: 1_240, can_change_total: 135, all_time_total: 2_875 } }),
  play: waitForScreen('WalletLedger'),
} satisfies Meta<typeof WalletScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: routeParameters('/coin/wallet') };

export const Phone: Story = { parameters: routeParameters('/coin/wallet', 'phone') };

/** Fewer than 100 share points: the swap is disabled and says the minimum. */
export const SwapBelowMinimum: Story = {
  beforeEach: shopState({ wallet: { current_point: 40, can_change_total: 60, all_time_total: 460 } }),
  parameters: routeParameters('/coin/wallet', 'phone'),
};
