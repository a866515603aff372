import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/orders/packing-list` (staff, null layout): the printable packing list. */
const meta = {
  title: 'Screens/Staff/Packing list',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders/packing-list?status=placed'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('heading', { name: 'รวมของที่ต้องเตรียม' })).toBeVisible();
    await expect(within(screen).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  },
};

export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders/packing-list?status=packed&logistic=mail', 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('button', { name: 'พิมพ์' })).toBeVisible();
  },
};
