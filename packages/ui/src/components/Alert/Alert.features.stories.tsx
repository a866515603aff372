import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SparklesIcon } from '../../icons';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert/Features',
  component: Alert,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Stack gap="4">
      <Alert tone="info" title="ข้อมูล">
        เลือกวันที่ได้ตั้งแต่ 4 มีนาคม 2565 ถึงวันนี้
      </Alert>
      <Alert tone="success" title="บันทึกแล้ว">
        แก้ไขโปรไฟล์เรียบร้อย
      </Alert>
      <Alert tone="warning" title="แต้มบุญไม่พอ">
        จำนวนที่แลกเกินกำหนด หรือแต้มบุญไม่พอ
      </Alert>
      <Alert tone="danger" title="ผิดพลาด">
        เกิดข้อผิดพลาดบางอย่าง
      </Alert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const alerts = canvasElement.querySelectorAll('[data-component="Alert"]');
    await expect([...alerts].map((a) => a.getAttribute('data-tone'))).toEqual([
      'info',
      'success',
      'warning',
      'danger',
    ]);
    // Tone icons are decorative: the words carry the meaning.
    for (const icon of canvasElement.querySelectorAll('[data-part="Icon"]')) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const BodyOnly: Story = {
  args: { tone: 'info', children: 'ยังไม่มีประวัติการแลกของที่ระลึก' },
};

export const WithoutIcon: Story = {
  args: { tone: 'success', icon: null, title: 'ส่งใบสมัครแล้ว', children: 'ทีมงานจะติดต่อกลับทาง LINE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Icon"]')).toBeNull();
  },
};

export const CustomIcon: Story = {
  args: {
    tone: 'success',
    icon: <SparklesIcon />,
    title: 'ยินดีด้วย',
    children: 'คุณเป็นผู้สร้างสรรค์ผลงานแล้ว',
  },
};

/** Announced when it appears after an action: `role="alert"` for an error. */
export const Announced: Story = {
  render: function Render() {
    const [shown, setShown] = useState(false);
    return (
      <Stack gap="4">
        <Button onClick={() => setShown(true)}>แลกของที่ระลึก</Button>
        {shown ? (
          <Alert tone="danger" role="alert" title="แลกไม่สำเร็จ">
            จำนวนที่แลกเกินกำหนด หรือแต้มบุญไม่พอ
          </Alert>
        ) : null}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แลกของที่ระลึก' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('แลกไม่สำเร็จ');
  },
};

export const LongThaiText: Story = {
  args: {
    tone: 'warning',
    title: 'ที่อยู่จัดส่งไม่ชัดเจน ทีมงานอาจระงับการจัดส่งไว้ชั่วคราวจนกว่าจะติดต่อท่านได้',
    children:
      'กรุณาระบุชื่อผู้รับ ที่อยู่ รหัสไปรษณีย์ และหมายเลขโทรศัพท์ให้ครบถ้วน หากจัดส่งผ่านผู้ประสานงาน กรุณาระบุชื่อผู้ประสานงาน หมายเลขโทรศัพท์ และภาค',
    action: (
      <Button size="sm" variant="secondary">
        แก้ไขที่อยู่
      </Button>
    ),
  },
};

export const Phone: Story = {
  args: {
    tone: 'danger',
    title: 'ผิดพลาด',
    children: 'เกิดข้อผิดพลาดบางอย่าง',
    action: (
      <Button size="sm" variant="secondary">
        ลองอีกครั้ง
      </Button>
    ),
  },
  parameters: { screenshot: { viewport: 'phone' } },
};
