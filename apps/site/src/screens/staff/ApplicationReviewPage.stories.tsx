import { wireSub, wireUserRef } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshMockApi, nonStaffMember, staffMember, waitForText } from '../../stories/org';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import StaffScreen from './StaffScreen';

/** `/staff/applications` (ADR 030, blank layout): staff review pending creator applications. */
const meta = {
  title: 'Screens/Staff review',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPending = () =>
  freshMockApi((mock) => {
    mock.db.creatorSubs.push(
      wireSub(901, { user: { data: wireUserRef(3) }, createdAt: '2026-03-03T04:00:00.000Z' }),
      wireSub(902, { user: { data: wireUserRef(5) }, createdAt: '2026-03-05T04:00:00.000Z' }),
    );
  }).handlers;

const asStaff = [atRoute({ member: staffMember })];

/** Staff: two applications with contact, date, the member's posts and shares, approve and reject. */
export const Desktop: Story = {
  decorators: asStaff,
  parameters: { ...pageParameters('/staff/applications'), msw: { handlers: withPending() } },
  play: waitForText('3 มี.ค. 2569'),
};

export const Phone: Story = {
  decorators: asStaff,
  parameters: { ...pageParameters('/staff/applications', 'phone'), msw: { handlers: withPending() } },
  play: waitForText('3 มี.ค. 2569'),
};

/** Nothing awaits review. */
export const Empty: Story = {
  decorators: asStaff,
  parameters: { ...pageParameters('/staff/applications'), msw: { handlers: freshMockApi().handlers } },
  play: waitForText('ไม่มีใบสมัครที่รอการตรวจสอบ'),
};

/** A member who is not staff gets the not-found page. */
export const NonStaff: Story = {
  decorators: [atRoute({ member: nonStaffMember })],
  parameters: pageParameters('/staff/applications', 'phone'),
  play: waitForText('ไม่พบหน้าที่ท่านต้องการ'),
};
