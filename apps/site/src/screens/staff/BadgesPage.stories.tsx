import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../stories/site';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/badges` (admin): the badges and how many members hold each. */
const meta = {
  title: 'Screens/Staff/Badges',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/badges'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(mockApi.db.badges.length);
  },
};

export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/badges', 'phone'),
  play: async ({ canvasElement }) => {
    await staffReady(canvasElement);
  },
};
