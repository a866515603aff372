import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { ShareStatsPanel } from './ShareStatsPanel';
import { sharedRows, shareStatsToday } from './ShareStatsPanel.fixtures';

const meta = {
  title: 'Components/ShareStatsPanel',
  component: ShareStatsPanel,
  args: { today: shareStatsToday, range: null, shared: sharedRows, onRangeChange: fn() },
} satisfies Meta<typeof ShareStatsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All days: the pickers span 2022-03-04 to today; a new 'from' asks for that range. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('ตั้งแต่วันที่');
    await expect(from).toHaveValue('2022-03-04');
    await expect(from).toHaveAttribute('min', '2022-03-04');
    await expect(canvas.getByRole('link', { name: 'ตักบาตรเทโวโรหณะ วัดพระธรรมกาย' })).toHaveAttribute(
      'href',
      '/p/118',
    );
    await expect(canvas.getByRole('img', { name: 'คลิกเกิน 1,000' })).toBeVisible();
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: shareStatsToday });
  },
};

export const Playground: Story = { args: { range: { from: '2026-11-01', to: '2026-11-24' } } };
