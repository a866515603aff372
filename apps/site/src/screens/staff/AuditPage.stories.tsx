import { wireAuditEntry } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import {
  asAdmin,
  asStaff,
  showsNotFound,
  staffOnlyHandlers,
  staffParameters,
  staffReady,
} from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/audit` (admin): every staff action with its changes, filtered. */
const meta = {
  title: 'Screens/Staff/Audit log',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A log of each kind of action, at fixed moments (the mock's own log carries the story's clock). */
const entries = [
  wireAuditEntry(6, {
    action: 'order.cancel',
    entity: 'order',
    entityId: '12',
    reason: 'ที่อยู่จัดส่งไม่ครบ ติดต่อผู้แลกไม่ได้',
    before: { status: 'packed', tracking: null, total: 150 },
    after: { status: 'cancelled', tracking: null, total: 150 },
  }),
  wireAuditEntry(5, {
    action: 'badge.award',
    entity: 'badge',
    entityId: '2',
    after: { badge: 'นักแชร์ตัวยง', members: [3, 5, 8] },
  }),
  wireAuditEntry(4, {
    action: 'product.stock',
    entity: 'product',
    entityId: '7',
    reason: 'รับของล็อตใหม่',
    before: { amount: 3 },
    after: { amount: 13 },
  }),
  wireAuditEntry(3, {
    action: 'member.block',
    entity: 'member',
    entityId: '9',
    reason: 'โพสต์ขายของซ้ำหลายครั้ง',
  }),
  wireAuditEntry(2, {
    action: 'notice.publish',
    entity: 'notice',
    entityId: '4',
    before: { publishedAt: null },
    after: { publishedAt: '2026-10-01T07:00:00.000Z' },
  }),
  wireAuditEntry(1, {
    action: 'post.hide',
    entity: 'post',
    entityId: '88',
    reason: 'ลิงก์ขายสินค้า',
    actorId: null,
  }),
];

const withLog = () => [
  http.get('*/api/staff/audit', ({ request }) => {
    const action = new URL(request.url).searchParams.get('action');
    const data = entries.filter((e) => !action || e.attributes.action.startsWith(action));
    return HttpResponse.json({
      data,
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
    });
  }),
  ...freshMockApi().handlers,
];

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/audit', 'desktop', withLog()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const log = within(screen).getByRole('list', { name: 'บันทึกการทำงานของทีมงาน' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(6);
    await expect(log).toHaveTextContent('ยกเลิกคำสั่งแลก');
    await userEvent.click(within(log).getAllByText(/ดูการเปลี่ยนแปลง/)[0]!);
    await expect(log).toHaveTextContent('จัดเตรียมแล้ว');
  },
};

/** Filtered to orders, on a phone. */
export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/audit?action=order.', 'phone', withLog()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const log = within(screen).getByRole('list', { name: 'บันทึกการทำงานของทีมงาน' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(screen).getByLabelText('การทำงาน')).toHaveValue('order.');
  },
};

/** The log is for admins: a staff member gets the not-found page. */
export const StaffNotAdmin: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/audit', 'phone', staffOnlyHandlers()),
  play: showsNotFound,
};
