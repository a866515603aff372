import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, toastTones } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'บันทึกแล้ว',
    description: 'แก้ไขโปรไฟล์เรียบร้อย',
    tone: 'success',
    // Long enough that the screenshot is taken before it leaves; `AutoDismiss` shows the timer.
    duration: 60_000,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  parameters: { screenshot: { target: 'page' } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>บันทึก</Button>
        <Toast
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A button opens a toast; it is announced politely with the catalogue's label first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'บันทึก' }));
    const region = body.getByRole('region', { name: 'การแจ้งเตือน (F8)' });
    await waitFor(() => expect(within(region).getByText('บันทึกแล้ว')).toBeVisible());
    await waitFor(() => {
      const announcement = body.getAllByRole('status').find((node) => node.textContent?.includes('บันทึกแล้ว'));
      expect(announcement).toHaveAttribute('aria-live', 'polite');
      expect(announcement?.textContent?.replace(/\s+/g, ' ')).toBe('การแจ้งเตือน บันทึกแล้ว แก้ไขโปรไฟล์เรียบร้อย');
    });
  },
};

export const Playground: Story = {
  args: { tone: 'info', title: 'คัดลอกลิงก์แล้ว', description: undefined, defaultOpen: true },
  render: (args) => <Toast {...args} />,
};
