import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  asAdmin,
  asStaff,
  showsNotFound,
  staffOnlyHandlers,
  staffParameters,
  staffReady,
} from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/souvenirs` (admin): the shop's souvenirs with price, stock, limits and state. */
const meta = {
  title: 'Screens/Staff/Souvenirs',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/souvenirs'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(24);
  },
};

export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/souvenirs?page=1', 'phone'),
  play: async ({ canvasElement }) => {
    await staffReady(canvasElement);
  },
};

/** A staff member (no admin) gets the not-found page. */
export const StaffNotAdmin: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/souvenirs', 'phone', staffOnlyHandlers()),
  play: showsNotFound,
};
