import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateInput, dateInputSizes } from './DateInput';

/** A fixed "today", so screenshots never depend on the clock; the app passes the Bangkok date. */
const storyToday = '2025-06-30';

const meta = {
  title: 'Components/DateInput',
  component: DateInput,
  args: { label: 'วันที่', min: '2022-03-04', max: storyToday, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: dateInputSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: storyToday },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('วันที่') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue(storyToday);
    await userEvent.clear(input);
    await userEvent.type(input, '2024-12-31');
    await expect(input).toHaveValue('2024-12-31');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { label: 'ตั้งแต่วันที่', hint: 'เริ่มได้ตั้งแต่ 4 มี.ค. 2565', size: 'lg', defaultValue: '2025-01-01' },
};
