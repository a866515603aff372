import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimeInput, dateTimeInputSizes } from './DateTimeInput';

/** A fixed "now", so screenshots never depend on the clock; the app passes Bangkok's wall clock. */
const storyNow = '2026-11-24T09:30';

const meta = {
  title: 'Components/DateTimeInput',
  component: DateTimeInput,
  args: { label: 'เผยแพร่เมื่อ', min: storyNow, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: dateTimeInputSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof DateTimeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notice's publish time: date and time, no earlier than now. */
export const Default: Story = {
  args: { defaultValue: '2026-11-25T08:00', hint: 'เวลาประเทศไทย' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('เผยแพร่เมื่อ') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-11-25T08:00');
    await expect(input).toHaveAccessibleDescription('เวลาประเทศไทย');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-01T18:30');
    await expect(input).toHaveValue('2026-12-01T18:30');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input.validity.valid).toBe(true);
  },
};

export const Playground: Story = {
  args: { label: 'ปลดล็อกการแลกเมื่อ', size: 'lg', defaultValue: '2026-12-15T00:00' },
};
