import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../stories/site';
import { asAdmin, asStaff, staffOnlyHandlers, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/members` (staff): search members, filter by role, type and blocked. */
const meta = {
  title: 'Screens/Staff/Members',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/members'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(mockApi.db.profiles.length);
  },
};

/** A search on a phone: the box keeps the words, the list the matches. */
export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters(
    `/staff/members?q=${encodeURIComponent(mockApi.db.profiles[2]!.attributes.name!.slice(0, 4))}`,
    'phone',
    staffOnlyHandlers(),
  ),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader').length).toBeGreaterThan(0);
  },
};
