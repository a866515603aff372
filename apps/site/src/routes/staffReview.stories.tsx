import { wireSub, wireUserRef } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshMockApi, inLayoutAs, nonStaffMember, staffMember, waitForText } from '../stories/org';
import { pageParameters } from '../stories/site';
import { StaffReviewRoute } from './staffReview';

/** `/staff/applications` (ADR 030, blank layout): staff review pending creator applications. */
const meta = {
  title: 'Screens/Staff review',
  component: StaffReviewRoute,
} satisfies Meta<typeof StaffReviewRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPending = () =>
  freshMockApi((mock) => {
    mock.db.creatorSubs.push(
      wireSub(901, { user: { data: wireUserRef(3) }, createdAt: '2026-03-03T04:00:00.000Z' }),
      wireSub(902, { user: { data: wireUserRef(5) }, createdAt: '2026-03-05T04:00:00.000Z' }),
    );
  }).handlers;

/** Staff: two applications with contact, date, the member's posts and shares, approve and reject. */
export const Desktop: Story = {
  decorators: [inLayoutAs('blank', staffMember)],
  parameters: { ...pageParameters('/staff/applications'), msw: { handlers: withPending() } },
  play: waitForText('3 มี.ค. 2569'),
};

export const Phone: Story = {
  decorators: [inLayoutAs('blank', staffMember)],
  parameters: { ...pageParameters('/staff/applications', 'phone'), msw: { handlers: withPending() } },
  play: waitForText('3 มี.ค. 2569'),
};

/** Nothing awaits review. */
export const Empty: Story = {
  decorators: [inLayoutAs('blank', staffMember)],
  parameters: { ...pageParameters('/staff/applications'), msw: { handlers: freshMockApi().handlers } },
  play: waitForText('ไม่มีใบสมัครที่รอการตรวจสอบ'),
};

/** A member who is not staff. */
export const NonStaff: Story = {
  decorators: [inLayoutAs('blank', nonStaffMember)],
  parameters: pageParameters('/staff/applications', 'phone'),
  play: waitForText('หน้านี้สำหรับทีมงานเท่านั้น'),
};
