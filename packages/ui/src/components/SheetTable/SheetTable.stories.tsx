import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SheetTable } from './SheetTable';
import { sheetHeaders, sheetRows } from './SheetTable.fixtures';

const meta = {
  title: 'Components/SheetTable',
  component: SheetTable,
  args: { headers: sheetHeaders, rows: sheetRows, caption: 'โปรไฟล์ทั้งหมด' },
} satisfies Meta<typeof SheetTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every row under the export's headers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'โปรไฟล์ทั้งหมด' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(sheetHeaders.length);
    await expect(within(table).getAllByRole('row')).toHaveLength(sheetRows.length + 1);
  },
};

export const Playground: Story = { args: { limit: 3 } };
