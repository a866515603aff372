import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'warning',
    title: 'ยังไม่ได้เลือกหมวดหมู่',
    children: 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn();

export const Default: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary" onClick={onRetry}>
        เลือกหมวดหมู่
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    const canvas = within(canvasElement);
    const alert = canvasElement.querySelector('[data-component="Alert"]') as HTMLElement;
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    await expect(alert).toHaveTextContent('กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!');
    // Static by default: it is not announced as a live alert.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'เลือกหมวดหมู่' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { tone: 'info', title: 'แลกของที่ระลึกได้ทุกวัน', children: 'แต้มบุญที่ได้จากการแชร์ใช้แลกของที่ระลึกได้ที่หน้าร้านค้า' },
};
