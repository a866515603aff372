import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { freshMockApi, nonStaffMember, staffMember, waitForText } from '../../stories/org';
import { atRoute } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import OrganisationStatsScreen from './OrganisationStatsScreen';

/**
 * `/statlist` and `/statlist/{org1}/{org2}` (the `OrganisationMembersScreen`): organisation
 * registration figures (default layout).
 */
const meta = {
  title: 'Screens/Organisation statistics',
  component: OrganisationStatsScreen,
} satisfies Meta<typeof OrganisationStatsScreen>;
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
  decorators: [atRoute()],
  parameters: pageParameters('/statlist'),
  play: tableReady,
};

export const Phone: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/statlist', 'phone'),
  play: tableReady,
};

/** The statistics could not be read. */
export const Failed: Story = {
  decorators: [atRoute()],
  parameters: {
    ...pageParameters('/statlist'),
    msw: { handlers: freshMockApi((mock) => mock.fail('GET /stats/org1_org2', 500)).handlers },
  },
  play: waitForText('โหลดสถิติไม่สำเร็จ (cannot get Stat)'),
};

/** One unit's members as staff see them: contact details shown. */
export const MembersStaff: Story = {
  decorators: [atRoute({ member: staffMember })],
  parameters: pageParameters(unitPath),
  play: tableReady,
};

export const MembersStaffPhone: Story = {
  decorators: [atRoute({ member: staffMember })],
  parameters: pageParameters(unitPath, 'phone'),
  play: tableReady,
};

/** The same unit for a member who is not staff: the notice, no contact details of others. */
export const MembersNonStaff: Story = {
  decorators: [atRoute({ member: nonStaffMember })],
  parameters: pageParameters(unitPath),
  play: async (context) => {
    await tableReady(context);
    await expect(within(context.canvasElement).getByText(/แสดงเฉพาะทีมงานเท่านั้น/)).toBeVisible();
  },
};
