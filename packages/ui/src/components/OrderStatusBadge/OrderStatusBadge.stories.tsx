import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge, orderStatuses } from './OrderStatusBadge';

const meta = {
  title: 'Components/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'sent' },
  argTypes: { status: { control: 'inline-radio', options: orderStatuses } },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('จัดส่งแล้ว').closest('[data-component]');
    await expect(badge).toHaveAttribute('data-component', 'OrderStatusBadge');
    await expect(badge).toHaveAttribute('data-status', 'sent');
    await expect(badge).toHaveAttribute('data-tone', 'accent');
  },
};

export const Playground: Story = { args: { status: 'cancelled', size: 'sm' } };
