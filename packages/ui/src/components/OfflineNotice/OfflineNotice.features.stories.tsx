import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Components/OfflineNotice/Features',
  component: OfflineNotice,
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG =
  'ขณะนี้อุปกรณ์ของท่านไม่ได้เชื่อมต่ออินเทอร์เน็ต กำลังแสดงโพสต์และโปรไฟล์ที่ท่านเปิดอ่านไว้ล่าสุด การกดสาธุ การแสดงความคิดเห็น และการแชร์ลิงก์จะทำได้อีกครั้งเมื่อกลับมาออนไลน์ https://lightbearers.example/p/123456789';

/** A custom message from the app (the catalogue's default is in Default). */
export const CustomMessage: Story = {
  args: { children: 'ออฟไลน์อยู่ — ตะกร้าจะส่งเมื่อกลับมาออนไลน์' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('ตะกร้าจะส่งเมื่อกลับมาออนไลน์');
  },
};

/** Long Thai text and a long address wrap inside the width the app gives; nothing is cut. */
export const LongThaiText: Story = {
  args: { children: LONG },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(LONG);
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
  },
};

/** On a phone, pinned above the bottom bar as the site shows it. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '600px 12px 24px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    // Fits the 390 px screen with its margins.
    await expect(notice.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

/** On a desktop: a compact pill, as wide as its message. */
export const Desktop: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
};
