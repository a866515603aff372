import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ledgerPage } from '../../test/shop.fixtures';
import { WalletLedger } from './WalletLedger';

const meta = {
  title: 'Components/WalletLedger',
  component: WalletLedger,
  args: { entries: ledgerPage(8) },
} satisfies Meta<typeof WalletLedger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entries = canvas.getAllByRole('listitem');
    await expect(entries).toHaveLength(8);
    // Entry 4 paid for order 4: a link to it, the amount with a minus sign.
    await expect(canvas.getByRole('link', { name: 'ดูคำสั่งแลกหมายเลข 4' })).toHaveAttribute(
      'href',
      '/coin/order/4',
    );
    await expect(entries[3]).toHaveAttribute('data-direction', 'out');
    await expect(within(entries[3] as HTMLElement).getByText('−80', { exact: false })).toBeVisible();
    await expect(within(entries[0] as HTMLElement).queryByRole('link')).toBeNull();
  },
};

export const Playground: Story = { args: { entries: ledgerPage(3) } };
