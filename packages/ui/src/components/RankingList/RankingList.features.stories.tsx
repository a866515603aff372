import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharerRows, topPostRows } from '../../test/stats.fixtures';
import { RankingList } from './RankingList';

const meta = {
  title: 'Components/RankingList/Features',
  component: RankingList,
  args: { rows: topPostRows(6) },
} satisfies Meta<typeof RankingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top posts by clicks: type icon, the first 100 characters plus '...', the click total, the short link. */
export const Posts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getAllByRole('link')[0]).toHaveAttribute('href', '/p/1');
    const short = first.getByRole('link', { name: /ลิงก์ย่อของอันดับ 1/ });
    await expect(short).toHaveAttribute('target', '_blank');
    await expect(short.getAttribute('href')).toMatch(/^https:\/\/072\.today\/s\//);
  },
};

/** Exactly 20 rows: no '...more...'. */
export const TwentyRows: Story = {
  args: { rows: sharerRows(20) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing in the range. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีข้อมูลในช่วงวันที่นี้')).toBeVisible();
  },
};

/** Long Thai names wrap next to the total. */
export const LongThaiText: Story = {
  args: {
    rows: sharerRows(3).map((r, i) =>
      i === 1
        ? {
            ...r,
            label: 'พระมหาสมชาย ฐิตวิริโย ผู้ส่งต่อแสงสว่างแห่งธรรมประจำภาคตะวันออกเฉียงเหนือ',
            total: '1,234,567 แชร์',
          }
        : r,
    ),
  },
};

/** Posts on a phone (390 px). */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
