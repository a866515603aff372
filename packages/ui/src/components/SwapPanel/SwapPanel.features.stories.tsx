import { makeWallet } from '@lightbearers/api-client/testing';
import { canSwap, formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { WalletSummary } from '../WalletSummary';
import { SwapPanel } from './SwapPanel';

const meta = {
  title: 'Components/SwapPanel/Features',
  component: SwapPanel,
  args: { canChangeTotal: '135', allowed: true, onSwap: fn() },
} satisfies Meta<typeof SwapPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 99 share points: below the minimum of 100 — disabled, and the panel says why. */
export const BelowMinimum: Story = {
  args: { canChangeTotal: '99', allowed: canSwap(99) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'แลก 99 คะแนน' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('ต้องมีคะแนนแชร์อย่างน้อย 100 คะแนน จึงจะแลกได้');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSwap).not.toHaveBeenCalled();
  },
};

/** Exactly 100: allowed (product §4: at least 100). */
export const AtMinimum: Story = {
  args: { canChangeTotal: '100', allowed: canSwap(100) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'แลก 100 คะแนน' })).toBeEnabled();
  },
};

/** The swap call runs: spinner, no second tap. */
export const Swapping: Story = {
  args: { swapping: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /แลก 135 คะแนน/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The wallet page's head, as the site composes it: balances, then the swap, on a phone (390 px). */
export const WithWalletSummaryPhone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => {
    const wallet = makeWallet({ can_change_total: 1_250 });
    return (
      <Stack gap="4">
        <WalletSummary
          currentPoint={formatCount(wallet.currentPoint)}
          canChangeTotal={formatCount(wallet.canChangeTotal)}
          allTimeTotal={formatCount(wallet.allTimeTotal)}
        />
        <SwapPanel
          {...args}
          canChangeTotal={formatCount(wallet.canChangeTotal)}
          allowed={canSwap(wallet.canChangeTotal)}
        />
      </Stack>
    );
  },
};

/** The same on a desktop (1280 px): three tiles in a row, the swap button at the end. */
export const WithWalletSummary: Story = {
  render: WithWalletSummaryPhone.render,
};
