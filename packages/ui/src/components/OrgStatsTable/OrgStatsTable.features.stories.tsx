import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrgStatsTable } from './OrgStatsTable';
import { orgStatsRows } from './OrgStatsTable.fixtures';

const meta = {
  title: 'Components/OrgStatsTable/Features',
  component: OrgStatsTable,
  args: { rows: orgStatsRows },
} satisfies Meta<typeof OrgStatsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A group chosen by the page (controlled). */
export const OneGroup: Story = {
  args: { group: 'ชพส.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};

/** No members in any unit yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีสมาชิกในสังกัดนี้')).toBeVisible();
  },
};

/** Long Thai unit names wrap in their cells. */
export const LongThaiText: Story = {
  args: {
    rows: [
      {
        org1: 'สำนัก/อื่นๆ',
        org2: 'สำนักสื่อสารองค์กรและประชาสัมพันธ์ส่วนกลางเพื่อการเผยแผ่ธรรมะสู่สังคมออนไลน์',
        count: '12,345',
        href: '/statlist/x/y',
      },
      ...orgStatsRows.slice(0, 2),
    ],
  },
};

export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
