import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { asAdmin, asStaff, staffOnlyHandlers, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/**
 * `/staff/orders` (staff): the order queue — filters by delivery method and status, selection and
 * bulk moves, row menus, the packing list and the mail address export.
 */
const meta = {
  title: 'Screens/Staff/Orders',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(12);
    await expect(within(screen).getByRole('link', { name: 'พิมพ์ใบแพ็กของ' })).toHaveAttribute(
      'href',
      '/staff/orders/packing-list?status=placed',
    );
  },
};

export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/orders', 'phone', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(12);
  },
};

/** Temple pick-ups waiting to be packed: the filters in the address, the packing list follows them. */
export const Filtered: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders?logistic=temple&status=placed'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByLabelText('วิธีรับ')).toHaveValue('temple');
    const rows = within(screen).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('รับที่วัด');
    await expect(within(screen).getByRole('link', { name: 'พิมพ์ใบแพ็กของ' })).toHaveAttribute(
      'href',
      '/staff/orders/packing-list?status=placed&logistic=temple',
    );
  },
};

/** Two placed orders chosen and marked packed in one step; the screen says how many moved. */
export const BulkPacked: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders?status=placed', 'desktop', freshMockApi().handlers),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('checkbox', { name: 'เลือก คำสั่งแลก #1' }));
    await userEvent.click(within(screen).getByRole('checkbox', { name: 'เลือก คำสั่งแลก #2' }));
    const bar = within(screen).getByRole('group', { name: 'จัดการรายการที่เลือก' });
    await userEvent.click(within(bar).getByRole('button', { name: 'จัดเตรียมแล้ว' }));
    await expect(await within(screen).findByText('เปลี่ยนสถานะแล้ว 2 รายการ ไม่สำเร็จ 0 รายการ')).toBeVisible();
  },
};

/** Cancelling from a row's menu asks first, naming the refund. */
export const CancelAsks: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/orders', 'phone', freshMockApi().handlers),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'ตัวเลือกของ คำสั่งแลก #1' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'ยกเลิกและคืนคะแนน' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ยกเลิกคำสั่งแลก #1 ใช่ไหม' });
    await expect(dialog).toHaveTextContent('คืน 100 คะแนนให้ สมาชิก 1 ครั้งเดียว');
  },
};
