import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { mockApi } from '../../stories/site';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/badges/{id}` and `/staff/badges/new` (admin): a badge, and awarding it in bulk. */
const meta = {
  title: 'Screens/Staff/Badge form',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const badge = mockApi.db.badges[0]!;
const holders = new Set((badge.attributes.users?.data ?? []).map((u) => u.id));
/** Three members of the mock data who do not hold the badge yet. */
const newcomers = mockApi.db.profiles
  .map((p) => p.id)
  .filter((id) => !holders.has(id))
  .slice(0, 3);

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters(`/staff/badges/${badge.id}`),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByLabelText(/ชื่อเหรียญ/)).toHaveValue(badge.attributes.name);
  },
};

/** Three members pasted and awarded in one step, with an unknown handle reported. */
export const AwardThree: Story = {
  decorators: asAdmin,
  parameters: staffParameters(`/staff/badges/${badge.id}`, 'phone', freshMockApi().handlers),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const list = within(screen).getByLabelText(/รายชื่อสมาชิก/);
    await userEvent.type(list, `${newcomers.join(', ')}, @nobody`);
    await expect(within(screen).getByText(/รายชื่อ 4 คน/)).toBeVisible();
    await userEvent.click(within(screen).getByRole('button', { name: 'มอบเหรียญ' }));
    await expect(await within(screen).findByText('มอบเหรียญให้ 3 คนแล้ว · ไม่พบสมาชิก: @nobody')).toBeVisible();
  },
};

/** A new badge saved without a name. */
export const NewWithErrors: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/badges/new', 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'บันทึก' }));
    await expect(await within(screen).findByRole('alert')).toHaveTextContent('กรุณาใส่ชื่อเหรียญ');
  },
};
