import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlusIcon } from '../../icons';
import { Button } from '../Button';
import { Pager } from '../Pager';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { DataTable } from './DataTable';
import {
  type SouvenirRow,
  SouvenirTable,
  type SouvenirTableProps,
  souvenirActions,
  souvenirRows,
  souvenirTableArgs,
} from './DataTable.fixtures';

const meta = {
  title: 'Components/DataTable/Features',
  component: DataTable,
  args: {
    ...souvenirTableArgs,
    onSortChange: fn(),
    onSelectedIdsChange: fn(),
    rowActions: souvenirActions(fn()),
  },
  render: (args) => <SouvenirTable {...args} />,
} satisfies Meta<SouvenirTableProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const filters = (
  <DataTable.Toolbar>
    <TextField label="ค้นหา" type="search" placeholder="ชื่อของที่ระลึก" />
    <Select
      label="สถานะ"
      options={[
        { value: 'all', label: 'ทั้งหมด' },
        { value: 'on-sale', label: 'วางขาย' },
        { value: 'hidden', label: 'ซ่อนอยู่' },
      ]}
      defaultValue="all"
    />
  </DataTable.Toolbar>
);

const footer = (
  <DataTable.Footer>
    <span>แสดง 1–12 จาก 134 รายการ</span>
    <Pager page={1} pageCount={12} hrefFor={(page) => `/staff/souvenirs?page=${page}`} />
  </DataTable.Footer>
);

/** A sorted column: its header says `aria-sort`, its mark points the way. */
export const Sorted: Story = {
  args: { initialSort: { column: 'stock', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'คงเหลือ' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'ราคา (คะแนน)' })).not.toHaveAttribute('aria-sort');
    // A column that does not sort has no button.
    await expect(canvas.queryByRole('button', { name: 'จำกัดต่อคน' })).not.toBeInTheDocument();
  },
};

/** The row menu: edit, view, and the destructive hide after a separator (disabled for a hidden row). */
export const RowActions: Story = {
  args: { rows: souvenirRows.slice(5, 9) },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'ตัวเลือกของ ปฏิทินตั้งโต๊ะ ๒๕๗๐' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['แก้ไข', 'ดูหน้าร้าน', 'ซ่อนจากร้าน']);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'ตัวเลือกของ หนังสือธรรมะก่อนนอน' }));
    const hidden = await within(document.body).findByRole('menuitem', { name: 'ซ่อนจากร้าน' });
    await expect(hidden).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Rows chosen across the page: the select-all box is mixed, the bar shows the count and the actions. */
export const BulkActions: Story = {
  args: { initialSelected: ['101', '103', '104'] },
  render: (args) => (
    <SouvenirTable {...args}>
      <DataTable.BulkActions>
        <Button size="sm" variant="secondary">
          วางขาย
        </Button>
        <Button size="sm" variant="danger">
          ซ่อนจากร้าน
        </Button>
      </DataTable.BulkActions>
    </SouvenirTable>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'จัดการรายการที่เลือก' });
    await expect(bar).toHaveTextContent('เลือกแล้ว 3 รายการ');
    await expect(within(bar).getByRole('button', { name: 'ซ่อนจากร้าน' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'เลือกทุกแถวในหน้านี้' })).toHaveProperty(
      'indeterminate',
      true,
    );
  },
};

/** Filters above, the pager and a count below: the whole list of a back-office screen. */
export const WithToolbarAndPager: Story = {
  args: { rows: souvenirRows },
  render: (args) => (
    <SouvenirTable {...args}>
      {filters}
      {footer}
    </SouvenirTable>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(souvenirRows.length + 1);
    await expect(canvas.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute(
      'href',
      '/staff/souvenirs?page=2',
    );
    // The filters come before the table in reading order, the pager after it.
    const search = canvas.getByRole('searchbox', { name: 'ค้นหา' });
    await expect(search.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** While rows load: placeholder rows, the table busy, 'กำลังโหลดรายการ…' said once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดรายการ…');
    await expect(canvas.getByRole('checkbox', { name: 'เลือกทุกแถวในหน้านี้' })).toBeDisabled();
  },
};

/** Nothing to list: the default words, or the app's own with a way forward. */
export const Empty: Story = {
  args: { rows: [] },
  render: (args) => (
    <SouvenirTable {...args}>
      <DataTable.Empty>
        <p>ยังไม่มีของที่ระลึก เพิ่มชิ้นแรกเพื่อเปิดร้าน</p>
        <Button size="sm" leadingIcon={<PlusIcon />}>
          เพิ่มของที่ระลึก
        </Button>
      </DataTable.Empty>
    </SouvenirTable>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ยังไม่มีของที่ระลึก เพิ่มชิ้นแรกเพื่อเปิดร้าน')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เพิ่มของที่ระลึก' })).toBeVisible();
  },
};

/** The default empty words when the app passes none. */
export const EmptyDefault: Story = {
  args: { rows: [], rowActions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีรายการ')).toBeVisible();
  },
};

/** The rows could not load: the app's message and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'โหลดรายการของที่ระลึกไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อ', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('โหลดรายการของที่ระลึกไม่สำเร็จ');
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A read-only list: no boxes, no menu (an audit view, a member's orders). */
export const WithoutSelectionOrActions: Story = {
  args: { selectable: false, rowActions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

const longRows: SouvenirRow[] = [
  {
    id: '900',
    name: 'ชุดของที่ระลึกงานบุญใหญ่ประจำปี ประกอบด้วยพระพุทธรูปองค์เล็ก ผ้าพันคอ และหนังสือสวดมนต์ฉบับพกพา',
    price: 12_500,
    stock: 1_250,
    limit: 2,
    state: 'on-sale',
  },
  { ...(souvenirRows[1] as SouvenirRow), id: '901' },
];

/** Long Thai names wrap inside their cell; big numbers keep their separators. */
export const LongThaiText: Story = {
  args: { rows: longRows },
};

/** Phones: one card per row, the header row becomes sort buttons, each value with its column's name. */
export const Phone: Story = {
  args: { initialSelected: ['102'] },
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => (
    <SouvenirTable {...args}>
      <DataTable.BulkActions>
        <Button size="sm" variant="secondary">
          วางขาย
        </Button>
      </DataTable.BulkActions>
      {footer}
    </SouvenirTable>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Still a table to assistive tech, whatever the layout.
    const table = canvas.getByRole('table', { name: 'ของที่ระลึกทั้งหมด' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'คงเหลือ' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'stock', direction: 'ascending' });
  },
};

/** Phones while rows load. */
export const PhoneLoading: Story = {
  args: { loading: true, loadingRows: 3 },
  parameters: { screenshot: { viewport: 'phone' } },
};
