import { makeWallet } from '@lightbearers/api-client/testing';
import { canSwap, formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwapPanel } from './SwapPanel';

const wallet = makeWallet();

const meta = {
  title: 'Components/SwapPanel',
  component: SwapPanel,
  args: {
    canChangeTotal: formatCount(wallet.canChangeTotal),
    allowed: canSwap(wallet.canChangeTotal),
    onSwap: fn(),
  },
} satisfies Meta<typeof SwapPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 135 share points (≥ 100): the swap is allowed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'แลกคะแนนแชร์เป็นคะแนน' })).toHaveAttribute(
      'data-state',
      'enabled',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'แลก 135 คะแนน' }));
    await expect(args.onSwap).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { canChangeTotal: '99', allowed: canSwap(99) } };
