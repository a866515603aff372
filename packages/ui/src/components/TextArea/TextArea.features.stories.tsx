import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea/Features',
  component: TextArea,
  args: { label: 'ข้อความ', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 476, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (el: HTMLElement) => el.getBoundingClientRect().height;

/** Grows line by line from `rows` up to `maxRows`, then scrolls. */
export const Grows: Story = {
  args: { rows: 2, maxRows: 4 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'ข้อความ' });
    const empty = box(area);
    await userEvent.type(area, 'บรรทัดที่หนึ่ง{enter}บรรทัดที่สอง{enter}บรรทัดที่สาม');
    const three = box(area);
    await expect(three).toBeGreaterThan(empty);
    await userEvent.type(area, '{enter}สี่{enter}ห้า{enter}หก');
    const six = box(area);
    // Capped at four lines: taller than three, and the rest scrolls.
    await expect(six).toBeGreaterThan(three);
    await expect(six - three).toBeLessThan(three - empty + 1);
    await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
  },
};

/** Counts what a reader sees: 'น้ำใจ' is three characters, not the five code points it is made of. */
export const Counter: Story = {
  args: { label: 'คำอธิบายโพสต์', maxCount: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'คำอธิบายโพสต์' });
    await expect(canvas.getByText('0 / 400')).toBeInTheDocument();
    await userEvent.type(area, 'น้ำใจ');
    await expect(canvas.getByText('3 / 400')).toBeInTheDocument();
    await expect(area).toHaveAccessibleDescription('พิมพ์แล้ว 3 จาก 400 ตัวอักษร');
  },
};

/** Past the limit the counter turns red; the screen decides whether to block sending. */
export const CounterOver: Story = {
  args: {
    label: 'ข้อความถึงเพื่อน',
    maxCount: 20,
    defaultValue: 'ขอเชิญร่วมอนุโมทนาบุญงานกฐินสามัคคีประจำปี',
  },
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector('[data-part="Counter"]');
    await expect(counter).toHaveAttribute('data-state', 'over');
    await expect(counter).toHaveTextContent(/^33 \/ 20/);
  },
};

const newPostWarning = 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!';

/** The post composer's warning (product §5). */
export const WithError: Story = {
  args: { label: 'ข้อความ', hint: 'ไม่มีภาพ ต้องพิมพ์ข้อความ', error: newPostWarning, maxCount: 400 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'ข้อความ' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(
      `ไม่มีภาพ ต้องพิมพ์ข้อความ ${newPostWarning} พิมพ์แล้ว 0 จาก 400 ตัวอักษร`,
    );
  },
};

/** The basket's delivery address with the mail hint (product §5). */
export const DeliveryAddress: Story = {
  args: {
    label: 'ที่อยู่จัดส่ง',
    hint: 'กรุณาระบุชื่อ ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์',
    required: true,
    autoComplete: 'shipping street-address',
    defaultValue: 'สมศรี ใจบุญ\n99/9 หมู่ 1 ต.คลองสาม อ.คลองหลวง จ.ปทุมธานี 12120\n081-234-5678',
  },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'ที่อยู่จัดส่ง' });
    await expect(area).toHaveAttribute('aria-required', 'true');
    await expect(area).toHaveAttribute('autocomplete', 'shipping street-address');
  },
};

export const Disabled: Story = {
  args: { label: 'ที่อยู่จัดส่ง', defaultValue: 'รับที่วัด', disabled: true },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'ที่อยู่จัดส่ง' });
    await expect(area).toBeDisabled();
    await userEvent.type(area, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'ที่อยู่จัดส่งของคำสั่งแลก', defaultValue: '99/9 หมู่ 1 ต.คลองสาม\nจ.ปทุมธานี 12120', readOnly: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'ที่อยู่จัดส่งของคำสั่งแลก' });
    await userEvent.type(area, 'x');
    await expect(area).toHaveValue('99/9 หมู่ 1 ต.คลองสาม\nจ.ปทุมธานี 12120');
  },
};

/** Controlled: the counter follows the screen's value, including a value set from outside. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('สาธุ');
    return (
      <Stack gap="3">
        <TextArea
          {...args}
          label="แชร์ไปได้บุญ"
          maxCount={350}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            args.onChange?.(e);
          }}
        />
        <div>
          <Button variant="secondary" onClick={() => setValue('')}>
            ล้างข้อความ
          </Button>
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 / 350')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'แชร์ไปได้บุญ' }), ' ๆ');
    await expect(canvas.getByText('5 / 350')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างข้อความ' }));
    await expect(canvas.getByText('0 / 350')).toBeInTheDocument();
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'เล่าความประทับใจจากการร่วมกิจกรรมเผยแผ่ธรรมะออนไลน์ของท่านให้กัลยาณมิตรได้อนุโมทนา',
    hint: 'เล่าสั้น ๆ ได้ตามสะดวก ลิงก์ที่ขึ้นต้นด้วย http หรือ https จะกดเปิดได้ในแท็บใหม่',
    defaultValue:
      'วันนี้ได้มีโอกาสร่วมแชร์คลิปธรรมะให้เพื่อน ๆ ในกลุ่มไลน์ของครอบครัว คุณแม่ฟังแล้วบอกว่าจิตใจสงบขึ้นมาก ขออนุโมทนาบุญกับทีมงานทุกท่านที่ทำให้เรื่องดี ๆ แบบนี้เข้าถึงคนได้ง่ายขึ้น',
    maxCount: 400,
    error: newPostWarning,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
