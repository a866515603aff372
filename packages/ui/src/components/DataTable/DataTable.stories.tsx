import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DataTable } from './DataTable';
import {
  SouvenirTable,
  type SouvenirTableProps,
  souvenirActions,
  souvenirTableArgs,
} from './DataTable.fixtures';

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: {
    ...souvenirTableArgs,
    onSortChange: fn(),
    onSelectedIdsChange: fn(),
    rowActions: souvenirActions(fn()),
  },
  render: (args) => (
    <SouvenirTable {...args}>
      <DataTable.BulkActions>
        <Button size="sm" variant="secondary">
          ซ่อนจากร้าน
        </Button>
      </DataTable.BulkActions>
    </SouvenirTable>
  ),
} satisfies Meta<SouvenirTableProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sort by a header (mouse and keyboard), choose rows, the bar counts them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'ของที่ระลึกทั้งหมด' });
    const price = within(table).getByRole('button', { name: 'ราคา (คะแนน)' });

    await userEvent.click(price);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'descending' });
    await expect(within(table).getByRole('columnheader', { name: 'ราคา (คะแนน)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The app sorted: the dearest souvenir heads the body.
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('ปฏิทินตั้งโต๊ะ ๒๕๗๐');

    price.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'ascending' });
    await expect(within(table).getByRole('columnheader', { name: 'ราคา (คะแนน)' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // Hidden while nothing is chosen (a hidden element has no accessible name to find it by).
    const bar = canvasElement.querySelector<HTMLElement>('[data-part="BulkBar"]') as HTMLElement;
    await expect(bar).not.toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'เลือก แก้วน้ำลายธรรมจักร' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['102']);
    await expect(canvas.getByRole('group', { name: 'จัดการรายการที่เลือก' })).toBe(bar);
    await expect(bar).toHaveTextContent('เลือกแล้ว 1 รายการ');
    await expect(canvas.getByRole('status')).toHaveTextContent('เลือกแล้ว 1 รายการ');

    const all = canvas.getByRole('checkbox', { name: 'เลือกทุกแถวในหน้านี้' });
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await expect(bar).toHaveTextContent('เลือกแล้ว 6 รายการ');
    await expect(all).toBeChecked();

    await userEvent.click(within(bar).getByRole('button', { name: 'ล้างการเลือก' }));
    await waitFor(() => expect(bar).not.toBeVisible());
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith([]);

    // Rest with two rows chosen, so the baseline shows the bar.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'เลือก สมุดบันทึกบุญ' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'เลือก ผ้าพันคอสีเหลืองทอง' }));
    await expect(bar).toHaveTextContent('เลือกแล้ว 2 รายการ');
  },
};

export const Playground: Story = {
  args: { caption: 'ของที่ระลึกที่วางขาย', loading: false },
};
