import { wireStaffOrder } from '@lightbearers/api-client/testing';
import type { OrderStatus } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import {
  asAdmin,
  asMember,
  asStaff,
  showsNotFound,
  staffOnlyHandlers,
  staffParameters,
  staffReady,
} from '../../stories/staff';
import StaffScreen from './StaffScreen';

/**
 * `/staff/orders/{id}` (staff): one order, its history and its next step; a mailed order is sent
 * with its tracking text; cancelling refunds once.
 */
const meta = {
  title: 'Screens/Staff/Order',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One order as the service answers it before and after a move, each move at a fixed moment (the
 * mock service's own history would carry the story's clock into the screenshot).
 */
function oneOrder(id: number) {
  const order = wireStaffOrder(id);
  const move = (status: OrderStatus, tracking: string | null, note: string | null) => {
    const a = order.attributes;
    const at = new Date(Date.parse('2026-11-24T03:05:00.000Z') + a.history.length * 60_000).toISOString();
    order.attributes = {
      ...a,
      status,
      tracking: tracking ?? a.tracking,
      history: [...a.history, { status, tracking, note, at }],
    };
    return HttpResponse.json({ data: order, meta: { changed: true } });
  };
  type Body = { data: { status?: OrderStatus; tracking?: string; note?: string } };
  return [
    http.get(`*/api/staff/orders/${id}`, () => HttpResponse.json({ data: order, meta: {} })),
    http.post(`*/api/staff/orders/${id}/status`, async ({ request }) => {
      const { data } = (await request.json()) as Body;
      return move(data.status ?? 'placed', data.tracking ?? null, data.note ?? null);
    }),
    http.post(`*/api/staff/orders/${id}/cancel`, async ({ request }) => {
      const { data } = (await request.json()) as Body;
      return move('cancelled', null, data.note ?? null);
    }),
    ...freshMockApi().handlers,
  ];
}

/** A placed order picked up at the temple: pack it or cancel it. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders/1'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('heading', { level: 1 })).toHaveTextContent('คำสั่งแลก #1');
    await expect(within(screen).getByRole('button', { name: 'จัดเตรียมแล้ว' })).toBeVisible();
  },
};

/** A sent order on a phone: 'received' still to come, the one step left. */
export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/orders/4', 'phone', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const timeline = within(screen).getByRole('list', { name: 'สถานะคำสั่งแลก' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(screen).getByRole('button', { name: 'ผู้แลกได้รับแล้ว' })).toBeVisible();
  },
};

/** A packed mail order: 'sent' needs the tracking text; with it, the order moves. */
export const SendByMail: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders/3', 'desktop', oneOrder(3)),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'จัดส่งแล้ว' }));
    await expect(await within(screen).findByText('กรุณาใส่เลขพัสดุสำหรับการจัดส่งทางไปรษณีย์')).toBeVisible();
    await userEvent.type(within(screen).getByLabelText(/ข้อมูลการจัดส่ง/), 'ไปรษณีย์ไทย EF123456789TH');
    await userEvent.click(within(screen).getByRole('button', { name: 'จัดส่งแล้ว' }));
    await expect(
      await within(screen).findByText('เปลี่ยนสถานะเป็น "จัดส่งแล้ว" แล้ว ผู้แลกได้รับการแจ้งเตือน'),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(within(screen).getByRole('list', { name: 'สถานะคำสั่งแลก' })).toHaveTextContent(
          'ไปรษณีย์ไทย EF123456789TH',
        ),
      { timeout: 10_000 },
    );
  },
};

/** Cancelled after the confirm step: the points come back, the history ends in 'cancelled'. */
export const Cancelled: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders/1', 'phone', oneOrder(1)),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'ยกเลิกและคืนคะแนน' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิกและคืนคะแนน' }));
    await expect(await within(screen).findByText('ยกเลิกแล้ว คืน 100 คะแนนให้ผู้แลก')).toBeVisible();
  },
};

/** A member who is not staff gets the not-found page. */
export const NotStaff: Story = {
  decorators: asMember,
  parameters: staffParameters('/staff/orders/1', 'phone'),
  play: showsNotFound,
};
