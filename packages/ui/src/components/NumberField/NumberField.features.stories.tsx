import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField/Features',
  component: NumberField,
  args: { label: 'จำกัดต่อคน', unit: 'ชิ้น', min: 1, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app checks the rule and passes its Thai message. */
export const WithError: Story = {
  args: { defaultValue: 0, required: true, error: 'จำกัดต่อคนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: /^จำกัดต่อคน/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('จำกัดต่อคนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป');
  },
};

/** Controlled: a value set from outside replaces the text; a pasted decimal is refused. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(3);
    return (
      <Stack gap="4">
        <NumberField
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => setValue(10)}>
          ตั้งเป็น 10
        </Button>
        <p>ค่าที่แอปได้รับ: {value === null ? 'ว่าง' : value}</p>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'จำกัดต่อคน' });
    await userEvent.click(canvas.getByRole('button', { name: 'ตั้งเป็น 10' }));
    await expect(input).toHaveValue(10);
    await userEvent.clear(input);
    await expect(canvas.getByText('ค่าที่แอปได้รับ: ว่าง')).toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.paste('2.5');
    await expect(input).toHaveValue(null);
    await userEvent.paste('2');
    await expect(canvas.getByText('ค่าที่แอปได้รับ: 2')).toBeInTheDocument();
  },
};

/** A change of stock may go below zero (a correction): min left out, so the minus sign is allowed. */
export const Negative: Story = {
  args: { label: 'ปรับจำนวนคงเหลือ', min: undefined, hint: 'ใส่ค่าติดลบเพื่อลดจำนวน', defaultValue: -5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'ปรับจำนวนคงเหลือ' });
    await userEvent.clear(input);
    await userEvent.type(input, '-12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-12);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toBeDisabled();
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'จำนวนสูงสุดที่สมาชิกหนึ่งท่านแลกได้ในแต่ละครั้ง ก่อนต้องรอวันปลดล็อกครั้งถัดไป',
    hint: 'เว้นว่างไว้หากไม่ต้องการจำกัดจำนวน ระบบจะใช้จำนวนคงเหลือเป็นเพดานแทน',
    defaultValue: 1_000_000,
  },
};
