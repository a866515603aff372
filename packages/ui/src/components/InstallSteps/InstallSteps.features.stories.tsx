import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InstallSteps } from './InstallSteps';

const meta = {
  title: 'Components/InstallSteps/Features',
  component: InstallSteps,
  args: { canPrompt: false, onInstall: fn() },
} satisfies Meta<typeof InstallSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Safari and in-app browsers (LINE) never prompt: only the manual steps. */
export const ManualOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Opened from the installed app: a short note instead of the steps. */
export const AlreadyInstalled: Story = {
  args: { installed: true, canPrompt: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ติดตั้งแอปแล้ว');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  args: { canPrompt: true },
  parameters: { screenshot: { viewport: 'phone' } },
};

export const LongThaiText: Story = {
  args: {
    platforms: [
      {
        id: 'android',
        title: 'โทรศัพท์ Android ที่ใช้เบราว์เซอร์ Google Chrome เวอร์ชันล่าสุด',
        steps: [
          'เปิดเว็บไซต์นี้ด้วย Chrome แล้วรอให้หน้าเว็บโหลดเสร็จสมบูรณ์ก่อนทำขั้นตอนถัดไป',
          'แตะเมนูจุดสามจุดที่มุมขวาบนของหน้าจอ แล้วเลื่อนลงเพื่อหาคำสั่งติดตั้งแอป',
        ],
      },
      {
        id: 'ios',
        title: 'iPhone และ iPad ที่ใช้ Safari',
        steps: ['แตะปุ่มแชร์ที่แถบด้านล่าง แล้วเลือก "เพิ่มไปยังหน้าจอโฮม" จากรายการคำสั่งที่ปรากฏขึ้นมา'],
      },
    ],
  },
  parameters: { screenshot: { viewport: 'phone' } },
};
