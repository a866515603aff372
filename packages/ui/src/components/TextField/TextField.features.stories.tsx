import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField, textFieldSizes } from './TextField';

const meta = {
  title: 'Components/TextField/Features',
  component: TextField,
  args: { label: 'ชื่อ-นามสกุล', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each type brings its own phone keyboard; all share one look. */
export const Types: Story = {
  render: (args) => (
    <Stack gap="5">
      <TextField {...args} label="ชื่อ" type="text" defaultValue="สมศรี ใจบุญ" />
      <TextField {...args} label="อีเมล" type="email" defaultValue="somsri@example.com" />
      <TextField {...args} label="เบอร์โทรศัพท์" type="tel" defaultValue="081-234-5678" />
      <TextField {...args} label="ลิงก์ YouTube" type="url" defaultValue="https://youtube.com/@lightbearers" />
      <TextField {...args} label="ค้นหาสมาชิก" type="search" placeholder="พิมพ์อย่างน้อย 3 ตัวอักษร" />
      <TextField {...args} label="จำนวน" type="number" defaultValue="120" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'อีเมล' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'เบอร์โทรศัพท์' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('searchbox', { name: 'ค้นหาสมาชิก' })).toBeInTheDocument();
    const amount = canvas.getByRole('spinbutton', { name: 'จำนวน' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await expect(amount).toHaveValue(250);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="5">
      {textFieldSizes.map((s) => (
        <TextField key={s} {...args} size={s} label={`ขนาด ${s}`} defaultValue="สาธุ" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Touch targets: md at least 44px, lg at least 52px.
    const [md, lg] = within(canvasElement).getAllByRole('textbox');
    await expect(md?.closest('[data-part="Control"]')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
    await expect(lg?.closest('[data-part="Control"]')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      52,
    );
  },
};

/** '@' before the profile handle, the points unit after an amount. Adornments are decorative. */
export const Adornments: Story = {
  render: (args) => (
    <Stack gap="5">
      <TextField {...args} label="ชื่อผู้ใช้ (แฮนเดิล)" leading="@" defaultValue="somsri.jaiboon" />
      <TextField {...args} label="จำนวนคะแนน" type="number" trailing="คะแนน" defaultValue="100" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('textbox', { name: 'ชื่อผู้ใช้ (แฮนเดิล)' });
    await expect(handle).toHaveValue('somsri.jaiboon');
    // Tapping the '@' puts the caret in the input.
    const at = canvasElement.querySelector('[data-part="Leading"]');
    await expect(at).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(at as HTMLElement);
    await expect(handle).toHaveFocus();
  },
};

const applicationError = 'กรุณากรอกข้อมูลให้ครบทุกช่อง';

/** The creator application's alert, shown on the field: invalid, described by hint and error. */
export const WithError: Story = {
  args: {
    label: 'เบอร์โทรศัพท์',
    type: 'tel',
    hint: 'ทีมงานจะติดต่อกลับทางเบอร์นี้',
    error: applicationError,
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(`ทีมงานจะติดต่อกลับทางเบอร์นี้ ${applicationError}`);
    await expect(canvasElement.querySelector('[data-component="TextField"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'LINE ID', defaultValue: 'somsri_line', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'LINE ID' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('somsri_line');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-component="TextField"]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  },
};

export const ReadOnly: Story = {
  args: { label: 'รหัสสมาชิก', defaultValue: 'U-000123', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'รหัสสมาชิก' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('U-000123');
    await expect(input).toHaveAttribute('readonly');
  },
};

/** Controlled: the screen owns the value; here it echoes what is typed. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Stack gap="3">
        <TextField
          {...args}
          label="LINE ID"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            args.onChange?.(e);
          }}
        />
        <output>LINE ID: {value}</output>
      </Stack>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'LINE ID' }), 'bun_123');
    await expect(canvas.getByText('LINE ID: bun_123')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

/** A search box in the header: the label is hidden, the placeholder is not the label. */
export const HiddenLabel: Story = {
  args: { label: 'ค้นหาสมาชิก', labelHidden: true, type: 'search', placeholder: 'ค้นหา' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'ค้นหาสมาชิก' })).toBeInTheDocument();
  },
};

/** Keyboard focus draws the ring on the whole box, adornments included. */
export const Focused: Story = {
  args: { label: 'ชื่อผู้ใช้', leading: '@' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'ชื่อผู้ใช้' })).toHaveFocus();
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'ชื่อหน่วยงานหรือชมรมที่ท่านสังกัดอยู่ในปัจจุบัน (ถ้ามีมากกว่าหนึ่งแห่งให้ระบุแห่งหลัก)',
    hint: 'เช่น ชมรมพุทธศาสตร์สากลแห่งประเทศไทย สาขาภาคตะวันออกเฉียงเหนือ',
    defaultValue: 'ศูนย์ปฏิบัติธรรมประจำจังหวัดนครราชสีมาและเครือข่ายกัลยาณมิตรภาคอีสานตอนล่าง',
    error: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย * ให้ครบถ้วน',
    required: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** The sharer application on a phone: required fields marked, the product's alert on the blank ones. */
export const ApplicationForm: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="5">
        <TextField {...args} label="ชื่อ-นามสกุล" required autoComplete="name" defaultValue="สมศรี ใจบุญ" />
        <TextField
          {...args}
          label="เบอร์โทรศัพท์มือถือ"
          type="tel"
          required
          autoComplete="tel"
          error="กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *"
        />
        <TextField {...args} label="LINE ID" required error="กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *" />
        <TextField {...args} label="ลิงก์ TikTok" type="url" hint="ไม่บังคับ" />
        <Button type="submit" block>
          สมัคร
        </Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'ชื่อ-นามสกุล' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'LINE ID' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *')).toHaveLength(2);
  },
};
