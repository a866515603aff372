import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cluster } from '../Cluster';
import { OrderStatusBadge, orderStatuses } from './OrderStatusBadge';

const meta = {
  title: 'Components/OrderStatusBadge/Features',
  component: OrderStatusBadge,
  args: { status: 'placed' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state, in the order an order passes through them, then the way out. */
export const AllStatuses: Story = {
  render: (args) => (
    <Cluster gap="3">
      {orderStatuses.map((s) => (
        <OrderStatusBadge key={s} {...args} status={s} />
      ))}
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['สั่งแลกแล้ว', 'จัดเตรียมแล้ว', 'จัดส่งแล้ว', 'ได้รับแล้ว', 'ยกเลิกแล้ว']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** Small, for dense table rows. */
export const Small: Story = {
  render: (args) => (
    <Cluster gap="2">
      {orderStatuses.map((s) => (
        <OrderStatusBadge key={s} {...args} status={s} size="sm" />
      ))}
    </Cluster>
  ),
};
