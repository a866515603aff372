import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletSummary } from './WalletSummary';

const meta = {
  title: 'Components/WalletSummary/Features',
  component: WalletSummary,
  args: { currentPoint: '240', canChangeTotal: '135', allTimeTotal: '1,275' },
} satisfies Meta<typeof WalletSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: every balance zero. */
export const Zero: Story = { args: { currentPoint: '0', canChangeTotal: '0', allTimeTotal: '0' } };

/** Large balances keep to their tiles (they wrap rather than overflow). */
export const LargeNumbers: Story = {
  args: { currentPoint: '12,345,678', canChangeTotal: '9,876,543', allTimeTotal: '123,456,789' },
};

/** On a phone (390 px): points to spend on a full row, the two share balances below. */
export const Phone: Story = {
  args: { currentPoint: '12,345,678', canChangeTotal: '9,876,543', allTimeTotal: '123,456,789' },
  parameters: { screenshot: { viewport: 'phone' } },
};
