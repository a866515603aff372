import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sharerRows } from '../../test/stats.fixtures';
import { RankingList } from './RankingList';

const meta = {
  title: 'Components/RankingList',
  component: RankingList,
  args: { rows: sharerRows(24), onExpandedChange: fn(), 'aria-label': 'ผู้แชร์สูงสุด' },
} satisfies Meta<typeof RankingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top sharers: 20 rows, medals on the first three, then '...more...' shows the other 4. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(20);
    await expect(rows.slice(0, 4).map((r) => r.getAttribute('data-medal'))).toEqual([
      'gold',
      'silver',
      'bronze',
      'none',
    ]);
    await expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'เหรียญทอง' })).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/u2');
    await userEvent.click(canvas.getByRole('button', { name: '...more...' }));
    rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(24);
    await expect(canvas.queryByRole('button', { name: '...more...' })).toBeNull();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = { args: { rows: sharerRows(5) } };
