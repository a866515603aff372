import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { StatRange } from './StatRange';

/** A fixed "today" (stories never read the clock). */
const today = '2026-11-24';

const meta = {
  title: 'Components/StatRange',
  component: StatRange,
  args: { today, onValueChange: fn() },
} satisfies Meta<typeof StatRange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both today by default; 'to' follows 'from'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('ตั้งแต่วันที่');
    const to = canvas.getByLabelText('ถึงวันที่');
    await expect(from).toHaveValue(today);
    await expect(to).toHaveValue(today);
    await expect(from).toHaveAttribute('min', '2022-03-04');
    await expect(from).toHaveAttribute('max', today);
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: today });
    await expect(to).toHaveAttribute('min', '2026-10-01');
    fireEvent.change(to, { target: { value: '2026-10-31' } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31' });
  },
};

export const Playground: Story = { args: { defaultValue: { from: '2026-10-01', to: '2026-10-31' } } };
