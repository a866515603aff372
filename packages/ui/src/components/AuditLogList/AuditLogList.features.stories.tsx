import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuditLogList } from './AuditLogList';
import { auditEntries } from './AuditLogList.fixtures';

const meta = {
  title: 'Components/AuditLogList/Features',
  component: AuditLogList,
  args: { entries: auditEntries },
} satisfies Meta<typeof AuditLogList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cancellation opened: created values ('—' before) and changed ones highlighted. */
export const DiffOpen: Story = {
  args: { entries: auditEntries.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('ดูการเปลี่ยนแปลง (2)'));
    const refund = canvas.getByText('คะแนนที่คืน').parentElement as HTMLElement;
    await expect(refund.querySelector('del')).toHaveTextContent('—');
    await expect(refund.querySelector('ins')).toHaveTextContent('260');
  },
};

/** Phones: the before/after values stack under each field. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    // The first entry opened (the second, a cancellation, has two changes as well).
    await userEvent.click(within(canvasElement).getAllByText('ดูการเปลี่ยนแปลง (2)')[0] as HTMLElement);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลด…');
  },
};

/** Nothing recorded (or nothing matches the filters: the app passes its own words). */
export const Empty: Story = {
  args: { entries: [], emptyText: 'ไม่พบบันทึกการทำงานตามตัวกรองนี้' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ไม่พบบันทึกการทำงานตามตัวกรองนี้')).toBeVisible();
  },
};

/** A long notice body changed: the texts wrap and keep their line breaks. */
export const LongThaiText: Story = {
  args: {
    entries: [
      {
        id: '1',
        action: 'แก้ไขประกาศ',
        entity: 'ประกาศ #12 · ขอเชิญร่วมบุญทอดกฐินสามัคคีประจำปี ณ ลานธรรม พร้อมรับเข็มกลัดผู้นำแสงสว่าง',
        actor: 'สมชาย ใจดี',
        time: '24 พ.ย. 2569 14:05',
        dateTime: '2026-11-24T14:05:00+07:00',
        changes: [
          {
            field: 'เนื้อหา',
            before: 'ขอเชิญสมาชิกทุกท่านร่วมทอดกฐินสามัคคี\nวันอาทิตย์ที่ 22 พฤศจิกายน 2569',
            after: 'ขอเชิญสมาชิกทุกท่านร่วมทอดกฐินสามัคคี\nเลื่อนเป็นวันอาทิตย์ที่ 29 พฤศจิกายน 2569 เวลา 09:00 น.',
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('ดูการเปลี่ยนแปลง (1)'));
  },
};
