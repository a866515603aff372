import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ShareStatsPanel } from './ShareStatsPanel';
import { longRows, othersRows, sharedRows, shareStatsToday } from './ShareStatsPanel.fixtures';

const meta = {
  title: 'Components/ShareStatsPanel/Features',
  component: ShareStatsPanel,
  args: { today: shareStatsToday, range: null, shared: sharedRows, onRangeChange: fn() },
} satisfies Meta<typeof ShareStatsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen range: the show-all-days link returns to all days. */
export const DateRange: Story = {
  args: { range: { from: '2026-11-01', to: '2026-11-20' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('ถึงวันที่')).toHaveValue('2026-11-20');
    await userEvent.click(canvas.getByRole('button', { name: 'แสดงทุกวัน' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(null);
  },
};

/** A day before 2022-03-04 is refused: the range starts on 2022-03-04. */
export const BeforeEarliest: Story = {
  args: { range: { from: '2026-11-01', to: '2026-11-20' } },
  play: async ({ canvasElement, args }) => {
    fireEvent.change(within(canvasElement).getByLabelText('ตั้งแต่วันที่'), { target: { value: '2021-12-31' } });
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ from: '2022-03-04', to: '2026-11-20' });
  },
};

/** A creator: the posts others shared, with their click totals. */
export const Creator: Story = {
  args: { others: othersRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'โพสต์ที่มีผู้อื่นแชร์' })).toBeVisible();
    await expect(canvas.getByText('3,512 คลิก')).toBeVisible();
  },
};

/** Nothing shared in the range. */
export const Empty: Story = {
  args: { shared: [], range: { from: '2026-11-20', to: '2026-11-24' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีการแชร์ในช่วงวันที่นี้')).toBeVisible();
  },
};

/** Reloading after a range change: the panel is marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="ShareStatsPanel"]');
    await expect(root).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long Thai description wraps; a post that is gone shows its key without a link. */
export const LongThaiText: Story = {
  args: { shared: longRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Ab3xYz9' })).toBeNull();
    await expect(canvas.getByText('Ab3xYz9')).toBeVisible();
  },
};

/** On a phone (390 px), a creator. */
export const Phone: Story = {
  args: { others: othersRows, shared: longRows },
  parameters: { screenshot: { viewport: 'phone' } },
};
