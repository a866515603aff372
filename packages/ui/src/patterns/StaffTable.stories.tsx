import { formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type DataTableColumn, type DataTableSort } from '../components/DataTable';
import { Heading } from '../components/Heading';
import { type OrderStatus, OrderStatusBadge } from '../components/OrderStatusBadge';
import { Pager } from '../components/Pager';
import { Select } from '../components/Select';
import { StaffNav } from '../components/StaffNav';
import { TextField } from '../components/TextField';
import * as th from '../i18n/th';
import { PrintIcon } from '../icons';
import { mq, vars } from '../tokens';

/** One order in the staff queue, formatted as the screen passes it. */
interface OrderRow {
  id: string;
  member: string;
  items: string;
  points: number;
  delivery: 'temple' | 'coor' | 'mail';
  status: OrderStatus;
  placed: string;
}

const members = [
  'สมใจ ใจบุญ',
  'ประเสริฐ แสงธรรม',
  'วิไลวรรณ ศรีสุข',
  'มานพ รักษ์ศีล',
  'กัลยา บุญมาก',
  'ธนพล ปัญญาดี',
  'นงลักษณ์ ใจเย็น',
  'อรุณี ทองคำ',
];
const items = [
  'สมุดบันทึกบุญ × 1',
  'แก้วน้ำลายธรรมจักร × 2',
  'ผ้าพันคอสีเหลืองทอง × 1, เข็มกลัด × 3',
  'ปฏิทินตั้งโต๊ะ ๒๕๗๐ × 1',
];
const deliveries = ['mail', 'temple', 'coor'] as const;
const statuses: OrderStatus[] = [
  'placed',
  'placed',
  'packed',
  'sent',
  'placed',
  'received',
  'cancelled',
  'packed',
];

const orders: OrderRow[] = members.map((member, i) => ({
  id: String(5530 - i),
  member,
  items: items[i % items.length] as string,
  points: 120 + i * 70,
  delivery: deliveries[i % 3] as OrderRow['delivery'],
  status: statuses[i] as OrderStatus,
  placed: `${24 - i} พ.ย. 2569`,
}));

const columns: DataTableColumn<OrderRow>[] = [
  { id: 'id', header: 'เลขที่', cell: (o) => `#${o.id}`, sortable: true, firstDirection: 'descending' },
  { id: 'member', header: 'ผู้แลก', cell: (o) => o.member, sortable: true },
  { id: 'items', header: 'ของที่ระลึก', cell: (o) => o.items },
  { id: 'points', header: 'คะแนน', cell: (o) => formatCount(o.points), align: 'end', sortable: true },
  { id: 'delivery', header: 'วิธีรับ', cell: (o) => th.delivery[o.delivery] },
  { id: 'status', header: 'สถานะ', cell: (o) => <OrderStatusBadge status={o.status} size="sm" /> },
  { id: 'placed', header: 'วันที่แลก', cell: (o) => o.placed },
];

const Shell = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  @media ${mq.desktop} {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

const links = {
  notices: '/staff/notices',
  categories: '/staff/categories',
  souvenirs: '/staff/souvenirs',
  orders: '/staff/orders',
  badges: '/staff/badges',
  organisations: '/staff/organisations',
  members: '/staff/members',
  moderation: '/staff/moderation',
  audit: '/staff/audit',
};

/** The order queue as a back-office screen composes it: nav, filters, table, bulk actions, confirm, pager. */
function OrderQueue() {
  const [sort, setSort] = useState<DataTableSort | null>({ column: 'id', direction: 'descending' });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const rows = [...orders].sort((a, b) => {
    if (!sort) return 0;
    const key = sort.column as keyof OrderRow;
    const x = a[key];
    const y = b[key];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'th');
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Shell>
      <StaffNav
        links={links}
        current="orders"
        counts={{ orders: '12', moderation: '3' }}
        siteHref="/all/other"
      />
      <Main>
        <Heading as="h1" size="xl">
          คำสั่งแลกของที่ระลึก
        </Heading>
        <DataTable<OrderRow>
          caption="คำสั่งแลกที่รอจัดการ"
          columns={columns}
          rows={rows}
          rowId={(o) => o.id}
          rowLabel={(o) => `คำสั่งแลก #${o.id} ของ ${o.member}`}
          sort={sort}
          onSortChange={setSort}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          rowActions={(o) => [
            { label: 'ดูรายละเอียด', onSelect: () => undefined },
            { label: 'พิมพ์ใบแพ็กของ', icon: <PrintIcon />, onSelect: () => undefined },
            {
              label: 'ยกเลิกคำสั่งแลก',
              tone: 'danger',
              disabled: o.status === 'cancelled' || o.status === 'received',
              onSelect: () => {
                setSelected([o.id]);
                setConfirming(true);
              },
            },
          ]}
        >
          <DataTable.Toolbar>
            <TextField label="ค้นหา" type="search" placeholder="เลขที่ หรือชื่อผู้แลก" />
            <Select
              label="วิธีรับ"
              defaultValue=""
              options={[
                { value: '', label: 'ทุกวิธี' },
                { value: 'temple', label: th.delivery.temple },
                { value: 'coor', label: th.delivery.coor },
                { value: 'mail', label: th.delivery.mail },
              ]}
            />
            <Select
              label="สถานะ"
              defaultValue="open"
              options={[
                { value: 'open', label: 'ยังไม่เสร็จ' },
                { value: 'placed', label: th.orderStatus.labels.placed },
                { value: 'packed', label: th.orderStatus.labels.packed },
                { value: 'sent', label: th.orderStatus.labels.sent },
              ]}
            />
          </DataTable.Toolbar>
          <DataTable.BulkActions>
            <Button size="sm" variant="secondary">
              จัดเตรียมแล้ว
            </Button>
            <Button size="sm" variant="secondary" leadingIcon={<PrintIcon />}>
              พิมพ์ใบแพ็กของ
            </Button>
            <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
              ยกเลิก
            </Button>
          </DataTable.BulkActions>
          <DataTable.Footer>
            <span>แสดง 1–8 จาก 37 รายการ</span>
            <Pager page={1} pageCount={5} hrefFor={(page) => `/staff/orders?page=${page}`} />
          </DataTable.Footer>
        </DataTable>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          tone="danger"
          title={`ยกเลิกคำสั่งแลก ${formatCount(selected.length)} รายการใช่ไหม`}
          message="คะแนนจะคืนเข้ากระเป๋าของผู้แลกครั้งเดียว และผู้แลกได้รับการแจ้งเตือน การยกเลิกถูกบันทึกไว้ในบันทึกการทำงาน"
          confirmLabel="ยกเลิกคำสั่งแลก"
          cancelLabel="ไม่ยกเลิก"
          onConfirm={() => {
            setConfirming(false);
            setSelected([]);
          }}
        />
      </Main>
    </Shell>
  );
}

const meta = {
  title: 'Patterns/StaffTable',
  component: OrderQueue,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: choose two orders, ask to cancel them; the confirm names the count and the refund. */
export const Desktop: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'เลือก คำสั่งแลก #5530 ของ สมใจ ใจบุญ' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'เลือก คำสั่งแลก #5529 ของ ประเสริฐ แสงธรรม' }));
    const bar = canvas.getByRole('group', { name: 'จัดการรายการที่เลือก' });
    await expect(bar).toHaveTextContent('เลือกแล้ว 2 รายการ');
    await userEvent.click(within(bar).getByRole('button', { name: 'ยกเลิก' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'ยกเลิกคำสั่งแลก 2 รายการใช่ไหม',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' })).toHaveFocus());
  },
};

/** Phones: the nav is one button, each order a card, the bar and the pager around them. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'เลือก คำสั่งแลก #5528 ของ วิไลวรรณ ศรีสุข' }));
    await expect(canvas.getByRole('group', { name: 'จัดการรายการที่เลือก' })).toHaveTextContent(
      'เลือกแล้ว 1 รายการ',
    );
    // Back to the top, so the sticky bar rests in its place for the screenshot.
    window.scrollTo(0, 0);
  },
};
