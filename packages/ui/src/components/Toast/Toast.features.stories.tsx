import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider } from './Toast';

const meta = {
  title: 'Components/Toast/Features',
  component: Toast,
  args: { title: 'บันทึกแล้ว', duration: 60_000, defaultOpen: true, onOpenChange: fn() },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <>
      <Toast {...args} tone="info" title="คัดลอกลิงก์แล้ว" />
      <Toast {...args} tone="success" title="บันทึกแล้ว" description="แก้ไขโปรไฟล์เรียบร้อย" />
      <Toast {...args} tone="warning" title="แต้มบุญไม่พอ" description="สะสมเพิ่มได้จากการแชร์โพสต์" />
      <Toast {...args} tone="danger" title="เกิดข้อผิดพลาดบางอย่าง" />
    </>
  ),
  play: async () => {
    const region = within(document.body).getByRole('region', { name: 'การแจ้งเตือน (F8)' });
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(4);
  },
};

const onView = fn();

/** An action needs `altText`: the way to do the same thing once the toast is gone. */
export const WithAction: Story = {
  args: {
    title: 'แลกของที่ระลึกแล้ว',
    description: 'หักแต้มบุญ 120 แต้ม',
    action: { label: 'ดูรายการ', altText: 'ดูได้ที่หน้ากระเป๋าแต้มบุญ', onClick: onView },
  },
  play: async ({ args }) => {
    onView.mockClear();
    const toast = await within(document.body).findByRole('listitem');
    await userEvent.click(within(toast).getByRole('button', { name: 'ดูรายการ' }));
    await expect(onView).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** `duration`: this one leaves by itself after 1.5 s. */
export const AutoDismiss: Story = {
  args: { duration: 1500, defaultOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>คัดลอกลิงก์</Button>
        <Toast {...args} title="คัดลอกลิงก์แล้ว" tone="info" open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'คัดลอกลิงก์' }));
    const toast = await within(document.body).findByRole('listitem');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

/** Swipe right (down on phones) past the threshold to dismiss. */
export const SwipeToDismiss: Story = {
  play: async ({ args }) => {
    const toast = await within(document.body).findByRole('listitem');
    // Let the entrance animation finish so the drag starts where the toast rests.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 40;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: x, clientY: y } },
      { target: toast, coords: { clientX: x + 30, clientY: y } },
      { target: toast, coords: { clientX: x + 90, clientY: y } },
      { target: toast, coords: { clientX: x + 160, clientY: y } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: x + 160, clientY: y } },
    ]);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The close button ('ปิด') and Escape both close it. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const toast = await within(document.body).findByRole('listitem');
    await userEvent.click(within(toast).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const LongThaiText: Story = {
  args: {
    tone: 'warning',
    title: 'จำนวนที่แลกเกินกำหนด หรือแต้มบุญไม่พอสำหรับของที่ระลึกในตะกร้า',
    description: 'ลองลดจำนวนของที่ระลึกบางรายการ หรือสะสมแต้มบุญเพิ่มจากการแชร์โพสต์ แล้วกลับมาแลกใหม่',
  },
};

export const Phone: Story = {
  args: {
    title: 'บันทึกแล้ว',
    description: 'แก้ไขโปรไฟล์เรียบร้อย',
    action: { label: 'ดูโปรไฟล์', altText: 'ดูได้ที่หน้าของฉัน', onClick: fn() },
  },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    const toast = await within(document.body).findByRole('listitem');
    await expect(toast).toHaveAttribute('data-swipe-direction', 'down');
    await waitFor(() => expect(Math.round(toast.getBoundingClientRect().width)).toBe(390 - 2 * 12));
  },
};
