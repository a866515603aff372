import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { TextArea } from '../TextArea';
import { RadioGroup } from './RadioGroup';
import { deliveryOptions } from './RadioGroup.fixtures';

const meta = {
  title: 'Components/RadioGroup/Features',
  component: RadioGroup,
  args: { label: 'วิธีรับของที่ระลึก', options: deliveryOptions, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 476, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The members directory filter (product §2): all / Creator / Sharer, side by side. */
export const Horizontal: Story = {
  args: {
    label: 'แสดงสมาชิก',
    orientation: 'horizontal',
    defaultValue: 'all',
    options: [
      { value: 'all', label: 'ทั้งหมด' },
      { value: 'creator', label: 'Creator' },
      { value: 'sharer', label: 'Sharer' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [all, creator, sharer] = canvas.getAllByRole('radio');
    // Side by side: the three options share one row.
    await expect(creator?.getBoundingClientRect().top).toBe(all?.getBoundingClientRect().top);
    await userEvent.click(canvas.getByText('Sharer'));
    await expect(sharer).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('sharer', expect.anything());
  },
};

const deliveryError = 'กรุณาเลือกวิธีรับของที่ระลึก';

/** The group carries the error: invalid, required, described by hint and error. */
export const WithError: Story = {
  args: { hint: 'เลือกหนึ่งวิธี', error: deliveryError, required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'วิธีรับของที่ระลึก' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(`เลือกหนึ่งวิธี ${deliveryError}`);
    await expect(group).toHaveAttribute('data-state', 'invalid');
  },
};

/**
 * Controlled, as in the basket: the address field follows the choice and shows that method's
 * hint; temple pick-up needs no address.
 */
export const DeliveryWithAddress: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: function Render(args) {
    const [method, setMethod] = useState('temple');
    const chosen = deliveryOptions.find((o) => o.value === method);
    return (
      <Stack gap="5">
        <RadioGroup
          {...args}
          value={method}
          onValueChange={(value, event) => {
            setMethod(value);
            args.onValueChange?.(value, event);
          }}
        />
        {method === 'temple' ? null : (
          <TextArea label="ที่อยู่จัดส่ง" hint={chosen?.description} required rows={3} maxRows={5} />
        )}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'ที่อยู่จัดส่ง' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' }));
    await expect(canvas.getByRole('textbox', { name: 'ที่อยู่จัดส่ง' })).toHaveAccessibleDescription(
      'กรอกชื่อผู้ประสานงาน เบอร์โทรศัพท์ และภาค',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'ส่งทางไปรษณีย์' }));
    await expect(canvas.getByRole('textbox', { name: 'ที่อยู่จัดส่ง' })).toHaveAccessibleDescription(
      'กรอกชื่อ ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์',
    );
  },
};

/** Arrow keys move the choice, as native radios do; Tab enters and leaves the group as one stop. */
export const Keyboard: Story = {
  args: { defaultValue: 'temple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'รับที่วัด' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const coor = canvas.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' });
    await expect(coor).toHaveFocus();
    await expect(coor).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('coor', expect.anything());
  },
};

/** The whole group disabled (the fieldset's own `disabled`). */
export const Disabled: Story = {
  args: { defaultValue: 'coor', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('ส่งทางไปรษณีย์'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** An honour award is picked up only: the other methods show but cannot be chosen. */
export const DisabledOption: Story = {
  args: {
    defaultValue: 'temple',
    options: deliveryOptions.map((o) => ({ ...o, disabled: o.value !== 'temple' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'รับที่วัด' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'ส่งทางไปรษณีย์' })).toBeDisabled();
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'ท่านต้องการรับเกียรติบัตรและของที่ระลึกจากการร่วมเผยแผ่ธรรมะออนไลน์ด้วยวิธีใด',
    hint: 'หากที่อยู่ไม่ชัดเจน ทีมงานขอสงวนสิทธิ์พักการจัดส่งไว้ชั่วคราวจนกว่าจะติดต่อท่านได้',
    defaultValue: 'mail',
    options: [
      ...deliveryOptions.slice(0, 2),
      {
        value: 'mail',
        label: 'จัดส่งทางไปรษณีย์ลงทะเบียนถึงบ้านของท่าน (ใช้เวลาประมาณ 7–14 วันทำการ)',
        description: 'กรอกชื่อผู้รับ ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์ที่ติดต่อได้ให้ครบถ้วน เพื่อให้ของถึงมือท่านอย่างปลอดภัย',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
