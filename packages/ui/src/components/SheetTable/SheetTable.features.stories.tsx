import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SheetTable } from './SheetTable';
import { sheetHeaders, sheetRows } from './SheetTable.fixtures';

const meta = {
  title: 'Components/SheetTable/Features',
  component: SheetTable,
  args: { headers: sheetHeaders, rows: sheetRows, caption: 'โปรไฟล์ทั้งหมด' },
} satisfies Meta<typeof SheetTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long sheet: the first rows, the rest counted. */
export const Limited: Story = {
  args: { rows: Array.from({ length: 1_240 }, (_, i) => sheetRows[i % sheetRows.length]!), limit: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('และอีก 1,236 แถว')).toBeVisible();
  },
};

/** Nothing read yet. */
export const Empty: Story = {
  args: { rows: [], empty: 'ยังไม่มีโปรไฟล์' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีโปรไฟล์')).toBeVisible();
  },
};

/** Long Thai values stay on one line; the table scrolls sideways. */
export const LongThaiText: Story = {
  args: {
    rows: [
      [
        1,
        2,
        'นางสาวสมหญิงประเสริฐศักดิ์ รักษ์ธรรมะวงศ์ตระกูลผู้ส่งต่อแสงสว่าง',
        '',
        'sharer',
        'สำนัก/อื่นๆ',
        'สำนักสื่อสารองค์กรและประชาสัมพันธ์',
        '',
      ],
    ],
  },
};

export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
