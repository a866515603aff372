import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { notificationItems } from '../../test/notice.fixtures';
import { NotificationList } from './NotificationList';

const meta = {
  title: 'Components/NotificationList/Features',
  component: NotificationList,
  args: { notifications: notificationItems(4), onRead: fn() },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing new: the product's 'ยังไม่มีการแจ้งเตือนใหม่'. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีการแจ้งเตือนใหม่')).toBeVisible();
  },
};

/** A hostile message: no script, no handler, no javascript: link — SafeHtml sanitises it. */
export const UnsafeHtml: Story = {
  args: {
    notifications: [
      {
        id: 99,
        html: '<b>ข้อความแปลก</b> <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">กดที่นี่</a><script>alert(2)</script>',
        time: 'ไม่กี่วินาทีที่แล้ว',
        dateTime: '2026-11-24T05:00:00.000Z',
        unread: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const message = canvasElement.querySelector('[data-part="Message"]') as HTMLElement;
    await expect(message.querySelector('script')).toBeNull();
    await expect(message.innerHTML).not.toContain('onerror');
    await expect(message.innerHTML).not.toContain('javascript:');
  },
};

/** A long Thai message wraps beside the marker. */
export const LongThaiText: Story = {
  args: {
    notifications: notificationItems(2).map((n, i) =>
      i === 0
        ? {
            ...n,
            unread: true,
            html: 'คำสั่งแลกของที่ระลึกหมายเลข <b>12</b> ของคุณจัดส่งแล้วทางไปรษณีย์ลงทะเบียน กรุณาตรวจสอบกล่องจดหมายภายในสามถึงห้าวันทำการ ขอบคุณที่ร่วมส่งต่อแสงสว่างแห่งธรรม',
          }
        : n,
    ),
  },
};

/** On a phone (390 px). */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
