import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Grid } from '../Grid';
import { Stack } from '../Stack';
import { DateInput, dateInputSizes } from './DateInput';

/** A fixed "today", so screenshots never depend on the clock; the app passes the Bangkok date. */
const today = '2025-06-30';
/** The first day with statistics (product §9). */
const statsStart = '2022-03-04';

const meta = {
  title: 'Components/DateInput/Features',
  component: DateInput,
  args: { label: 'วันที่', min: statsStart, max: today, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The /stat and /topshare pickers (product §2): both default to today, 'from' no earlier than
 * 2022-03-04, 'to' no earlier than 'from', neither after today.
 */
export const StatisticsRange: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: function Render(args) {
    const [from, setFrom] = useState(today);
    const [to, setTo] = useState(today);
    return (
      <Grid columns={2} gap="4">
        <DateInput
          {...args}
          label="ตั้งแต่วันที่"
          min={statsStart}
          max={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <DateInput
          {...args}
          label="ถึงวันที่"
          min={from || statsStart}
          max={today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </Grid>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('ตั้งแต่วันที่') as HTMLInputElement;
    const to = canvas.getByLabelText('ถึงวันที่') as HTMLInputElement;
    await expect(from).toHaveAttribute('min', statsStart);
    await expect(from).toHaveAttribute('max', today);
    await expect(to).toHaveAttribute('min', today);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-01');
    // 'to' may not start before 'from'.
    await expect(to).toHaveAttribute('min', '2025-06-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-05-31');
    await expect(to.validity.rangeUnderflow).toBe(true);
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06-15');
    await expect(to.validity.valid).toBe(true);
  },
};

/** The browser checks min and max; the screen turns a bad range into an `error`. */
export const MinMax: Story = {
  args: { label: 'วันที่ต้องการดูสถิติ', hint: 'ตั้งแต่ 4 มี.ค. 2565 ถึงวันนี้' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('วันที่ต้องการดูสถิติ') as HTMLInputElement;
    await userEvent.type(input, '2022-03-03');
    await expect(input).toHaveValue('2022-03-03');
    await expect(input.validity.rangeUnderflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '2025-07-01');
    await expect(input.validity.rangeOverflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, statsStart);
    await expect(input.validity.valid).toBe(true);
  },
};

const rangeError = 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น';

export const WithError: Story = {
  args: { label: 'ถึงวันที่', defaultValue: '2025-05-31', min: '2025-06-01', error: rangeError, required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^ถึงวันที่/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(rangeError);
    await expect(canvasElement.querySelector('[data-component="DateInput"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="5">
      {dateInputSizes.map((s) => (
        <DateInput key={s} {...args} size={s} label={`ขนาด ${s}`} defaultValue={today} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const boxes = canvasElement.querySelectorAll('[data-part="Control"]');
    await expect(boxes[0]?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(boxes[1]?.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
  },
};

export const Disabled: Story = {
  args: { label: 'วันที่แลกของ', defaultValue: '2025-06-15', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('วันที่แลกของ')).toBeDisabled();
    await expect(canvasElement.querySelector('[data-component="DateInput"]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  },
};

export const ReadOnly: Story = {
  args: { label: 'วันที่แลกของ', defaultValue: '2025-06-15', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('วันที่แลกของ');
    await userEvent.type(input, '2025-01-01');
    await expect(input).toHaveValue('2025-06-15');
  },
};

/** Uncontrolled and empty: the browser shows its locale's placeholder parts. */
export const Empty: Story = {
  args: { label: 'วันเกิด', min: '1920-01-01', max: today },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('วันเกิด')).toHaveValue('');
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'วันที่เริ่มต้นของช่วงเวลาที่ต้องการดูสถิติการแชร์และจำนวนคลิกของโพสต์ทั้งหมด',
    hint: 'ข้อมูลสถิติเริ่มบันทึกตั้งแต่วันที่ 4 มีนาคม 2565 เป็นต้นมา ข้อมูลก่อนหน้านั้นไม่สามารถแสดงได้',
    defaultValue: '2022-03-01',
    error: 'วันที่เริ่มต้นต้องไม่ก่อนวันที่ 4 มีนาคม 2565',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
