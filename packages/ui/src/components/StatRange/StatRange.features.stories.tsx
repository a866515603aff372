import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { StatRange } from './StatRange';

const today = '2026-11-24';

const meta = {
  title: 'Components/StatRange/Features',
  component: StatRange,
  args: { today, onValueChange: fn() },
} satisfies Meta<typeof StatRange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Last month: 'to' may not go before 'from'; a 'from' after 'to' pulls 'to' along. */
export const LastMonth: Story = {
  args: { defaultValue: { from: '2026-10-01', to: '2026-10-31' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('ตั้งแต่วันที่');
    const to = canvas.getByLabelText('ถึงวันที่');
    fireEvent.change(to, { target: { value: '2026-09-15' } });
    await expect(to).toHaveValue('2026-10-01');
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    await expect(to).toHaveValue('2026-11-10');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-10' });
  },
};

/** The earliest day: nothing before 2022-03-04. */
export const Earliest: Story = {
  args: { defaultValue: { from: '2020-01-01', to: '2022-03-10' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('ตั้งแต่วันที่')).toHaveValue('2022-03-04');
  },
};

/** On a phone (390 px): the two pickers side by side. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
