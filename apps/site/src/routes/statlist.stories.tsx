import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { freshMockApi, inLayoutAs, nonStaffMember, staffMember, waitForText } from '../stories/org';
import { inLayout, mockApi, pageParameters } from '../stories/site';
import { StatListRoute } from './statlist';
import { StatListMembersRoute } from './statlistMembers';

/** `/statlist` and `/statlist/{org1}/{org2}`: organisation registration figures (default layout). */
const meta = {
  title: 'Screens/Organisation statistics',
  component: StatListRoute,
} satisfies Meta<typeof StatListRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const unit = mockApi.db.profiles[0]?.attributes;
const org1 = unit?.org1 ?? 'ภูมิภาค';
const org2 = unit?.org2 ?? 'ภาค 1';
const unitPath = `/statlist/${encodeURIComponent(org1)}/${encodeURIComponent(org2)}`;

const tableReady = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('table', {}, { timeout: 10_000 })).toBeVisible();
};

/** The groups filter and the line / unit / count table, for a visitor. */
export const Desktop: Story = {
  decorators: [inLayout('default', false)],
  parameters: pageParameters('/statlist'),
  play: tableReady,
};

export const Phone: Story = {
  decorators: [inLayout('default', false)],
  parameters: pageParameters('/statlist', 'phone'),
  play: tableReady,
};

/** The statistics could not be read. */
export const Failed: Story = {
  decorators: [inLayout('default', false)],
  parameters: {
    ...pageParameters('/statlist'),
    msw: { handlers: freshMockApi((mock) => mock.fail('GET /stats/org1_org2', 500)).handlers },
  },
  play: waitForText('โหลดสถิติไม่สำเร็จ (cannot get Stat)'),
};

/** One unit's members as staff see them: contact details shown. */
export const MembersStaff: Story = {
  render: () => <StatListMembersRoute org1={org1} org2={org2} />,
  decorators: [inLayoutAs('default', staffMember)],
  parameters: pageParameters(unitPath),
  play: tableReady,
};

export const MembersStaffPhone: Story = {
  render: () => <StatListMembersRoute org1={org1} org2={org2} />,
  decorators: [inLayoutAs('default', staffMember)],
  parameters: pageParameters(unitPath, 'phone'),
  play: tableReady,
};

/** The same unit for a member who is not staff: the notice, no contact details of others. */
export const MembersNonStaff: Story = {
  render: () => <StatListMembersRoute org1={org1} org2={org2} />,
  decorators: [inLayoutAs('default', nonStaffMember)],
  parameters: pageParameters(unitPath),
  play: async (context) => {
    await tableReady(context);
    await expect(within(context.canvasElement).getByText(/แสดงเฉพาะทีมงานเท่านั้น/)).toBeVisible();
  },
};
