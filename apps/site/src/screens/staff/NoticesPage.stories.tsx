import { wireStaffNotice } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import {
  asAdmin,
  asMember,
  asStaff,
  showsNotFound,
  showsText,
  staffOnlyHandlers,
  staffParameters,
  staffReady,
} from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/notices` (staff): the notices with their state, filters, sort, paging and row actions. */
const meta = {
  title: 'Screens/Staff/Notices',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six notices in every state but deleted (published, draft, scheduled), over a mock of its own. */
const withStates = () => [
  http.get('*/api/staff/notices', () =>
    HttpResponse.json({
      data: [6, 5, 4, 3, 2, 1].map((id) => wireStaffNotice(id)),
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 6 } },
    }),
  ),
  ...freshMockApi().handlers,
];

/** An admin: every section in the menu; the notices with their state and dates. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/notices', 'desktop', withStates()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('link', { name: 'บันทึกการทำงาน' })).toBeVisible();
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(6);
    await expect(within(screen).getAllByText('ตั้งเวลาไว้').length).toBeGreaterThan(0);
  },
};

/** Phones: the menu is one button, each notice a card. */
export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/notices', 'phone', withStates()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(6);
  },
};

/** A staff member (no admin): the menu lists notices, orders, members and moderation only. */
export const StaffRole: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/notices', 'desktop', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const nav = within(screen).getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    await expect(within(nav).queryByRole('link', { name: 'หมวดหมู่' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'คำสั่งแลก' })).toBeVisible();
  },
};

/** Publishing a draft from its row menu: the service publishes it and the screen says so. */
export const PublishDraft: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/notices', 'desktop', withStates()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const draft = wireStaffNotice(2).attributes.topic;
    await userEvent.click(within(screen).getByRole('button', { name: `ตัวเลือกของ ${draft}` }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'เผยแพร่ทันที' }));
    await expect(await within(screen).findByText(`เผยแพร่ "${draft}" แล้ว สมาชิกเห็นในหน้าประกาศ`)).toBeVisible();
  },
};

/** Filtered to deleted notices: none yet. */
export const Empty: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/notices?state=deleted', 'phone'),
  play: showsText('ยังไม่มีประกาศ'),
};

/** A member who is not staff gets the not-found page. */
export const NotStaff: Story = {
  decorators: asMember,
  parameters: staffParameters('/staff/notices', 'phone'),
  play: showsNotFound,
};
