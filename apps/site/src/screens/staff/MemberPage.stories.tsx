import { wireStaffMember } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { mockApi } from '../../stories/site';
import { asAdmin, asStaff, staffOnlyHandlers, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/members/{id}` (staff): one member; block, type, and for admins the role. */
const meta = {
  title: 'Screens/Staff/Member',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const member = mockApi.db.profiles[2]!;

/**
 * The member as the service answers before and after a block, at a fixed moment (the mock
 * service's own would carry the story's clock into the screenshot).
 */
function blockable() {
  let reason: string | null = null;
  const answer = () =>
    HttpResponse.json({
      data: wireStaffMember(member.id, {
        name: member.attributes.name ?? '',
        blockedAt: reason ? '2026-11-20T03:00:00.000Z' : null,
        blockedReason: reason,
      }),
      meta: {},
    });
  return [
    http.get(`*/api/staff/members/${member.id}`, answer),
    http.post(`*/api/staff/members/${member.id}/block`, async ({ request }) => {
      reason = ((await request.json()) as { data: { reason: string } }).data.reason;
      return answer();
    }),
    ...freshMockApi().handlers,
  ];
}

/** An admin: the role panel too. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters(`/staff/members/${member.id}`),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('heading', { level: 1 })).toHaveTextContent(
      member.attributes.name!,
    );
    await expect(within(screen).getByRole('region', { name: 'บทบาทในหลังบ้าน' })).toBeVisible();
  },
};

/** A staff member looking at their own account: nothing to change, and why. */
export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/members/1', 'phone', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByText('เปลี่ยนสถานะหรือบทบาทของบัญชีตัวเองไม่ได้')).toBeVisible();
    await expect(within(screen).queryByRole('region', { name: 'บทบาทในหลังบ้าน' })).toBeNull();
  },
};

/** Blocking needs a reason and a confirm; then the member is blocked. */
export const Block: Story = {
  decorators: asAdmin,
  parameters: staffParameters(`/staff/members/${member.id}`, 'desktop', blockable()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'ระงับบัญชี' }));
    await expect(await within(screen).findByText('กรุณาระบุเหตุผล')).toBeVisible();
    await userEvent.type(within(screen).getByLabelText(/เหตุผล/), 'โพสต์ขายของซ้ำหลายครั้ง');
    await userEvent.click(within(screen).getByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ระงับบัญชี' }));
    await expect(await within(screen).findByText(`ระงับบัญชีของ ${member.attributes.name} แล้ว`)).toBeVisible();
    await expect(await within(screen).findByRole('button', { name: 'เลิกระงับ' })).toBeVisible();
  },
};
