import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { DateTimeInput, dateTimeInputSizes } from './DateTimeInput';

const now = '2026-11-24T09:30';

const meta = {
  title: 'Components/DateTimeInput/Features',
  component: DateTimeInput,
  args: { label: 'เผยแพร่เมื่อ', min: now, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof DateTimeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser knows a moment before `min`; the screen turns it into its Thai `error`. */
export const MinimumNow: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('เผยแพร่เมื่อ') as HTMLInputElement;
    await userEvent.type(input, '2026-11-24T09:00');
    await expect(input.validity.rangeUnderflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-24T10:00');
    await expect(input.validity.valid).toBe(true);
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '2026-11-20T08:00',
    required: true,
    error: 'เวลาเผยแพร่ต้องไม่ก่อนเวลาปัจจุบัน',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^เผยแพร่เมื่อ/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('เวลาเผยแพร่ต้องไม่ก่อนเวลาปัจจุบัน');
  },
};

/** Empty: the browser shows its locale's placeholder parts. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('เผยแพร่เมื่อ')).toHaveValue('');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="5">
      {dateTimeInputSizes.map((s) => (
        <DateTimeInput key={s} {...args} size={s} label={`ขนาด ${s}`} defaultValue="2026-11-25T08:00" />
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
  args: { defaultValue: '2026-11-25T08:00', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('เผยแพร่เมื่อ')).toBeDisabled();
  },
};

/** Phones: the field takes the width; the phone opens its own date and time picker. */
export const Phone: Story = {
  args: { defaultValue: '2026-11-25T08:00', hint: 'เว้นว่างเพื่อเผยแพร่ทันที' },
  parameters: { screenshot: { viewport: 'phone' } },
};
