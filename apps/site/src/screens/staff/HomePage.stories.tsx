import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asAdmin, asStaff, staffOnlyHandlers, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff` (staff): the back office's home, a card per section the role opens, what waits. */
const meta = {
  title: 'Screens/Staff/Home',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every section, orders waiting to be packed. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('article')).toHaveLength(10);
    await expect(within(screen).getAllByRole('article')[3]).toHaveTextContent('รอดำเนินการ 4 รายการ');
  },
};

/** A staff member on a phone: notices, orders, members, moderation and the applications. */
export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff', 'phone', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('article')).toHaveLength(5);
  },
};
