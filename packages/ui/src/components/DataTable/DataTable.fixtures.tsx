import { formatCount } from '@lightbearers/domain';
import { useState } from 'react';
import { EditIcon, EyeIcon, TrashIcon } from '../../icons';
import { Badge } from '../Badge';
import type { DataTableColumn, DataTableProps, DataTableRowAction, DataTableSort } from './DataTable';
import { DataTable } from './DataTable';

/** A souvenir as the back office lists it: the values already formatted, as the app passes them. */
export interface SouvenirRow {
  id: string;
  name: string;
  price: number;
  stock: number;
  limit: number;
  state: 'on-sale' | 'hidden' | 'sold-out';
}

const names = [
  'พวงกุญแจดอกบัวทองคำ',
  'แก้วน้ำลายธรรมจักร',
  'ผ้าพันคอสีเหลืองทอง',
  'สมุดบันทึกบุญ',
  'เข็มกลัดผู้นำแสงสว่าง',
  'ปฏิทินตั้งโต๊ะ ๒๕๗๐',
  'กระเป๋าผ้าลายดอกบัว',
  'หนังสือธรรมะก่อนนอน',
  'พระพุทธรูปองค์เล็กสำหรับหมู่บูชา',
  'ที่คั่นหนังสือโลหะ',
  'เสื้อยืดผู้ส่งต่อแสงสว่าง',
  'ร่มกันแดดสีทอง',
];

/** Twelve deterministic souvenirs (no randomness: the numbers come from the index). */
export const souvenirRows: SouvenirRow[] = names.map((name, i) => ({
  id: String(101 + i),
  name,
  price: 50 + ((i * 70) % 450),
  stock: i === 4 ? 0 : 5 + ((i * 17) % 120),
  limit: 1 + (i % 3),
  state: i === 4 ? 'sold-out' : i === 7 ? 'hidden' : 'on-sale',
}));

const stateBadge = {
  'on-sale': <Badge tone="success">วางขาย</Badge>,
  hidden: <Badge tone="neutral">ซ่อนอยู่</Badge>,
  'sold-out': <Badge tone="warning">หมดแล้ว</Badge>,
} as const;

export const souvenirColumns: DataTableColumn<SouvenirRow>[] = [
  { id: 'name', header: 'ชื่อของที่ระลึก', cell: (row) => row.name, sortable: true },
  {
    id: 'price',
    header: 'ราคา (คะแนน)',
    cell: (row) => formatCount(row.price),
    sortable: true,
    align: 'end',
    firstDirection: 'descending',
  },
  {
    id: 'stock',
    header: 'คงเหลือ',
    cell: (row) => formatCount(row.stock),
    sortable: true,
    align: 'end',
  },
  { id: 'limit', header: 'จำกัดต่อคน', cell: (row) => formatCount(row.limit), align: 'end' },
  { id: 'state', header: 'สถานะ', cell: (row) => stateBadge[row.state] },
];

/** The row menu of a souvenir: edit, show on the site, hide (destructive, last). */
export function souvenirActions(onAction: (action: string, id: string) => void) {
  return (row: SouvenirRow): DataTableRowAction[] => [
    { label: 'แก้ไข', icon: <EditIcon />, onSelect: () => onAction('edit', row.id) },
    { label: 'ดูหน้าร้าน', icon: <EyeIcon />, onSelect: () => onAction('view', row.id) },
    {
      label: 'ซ่อนจากร้าน',
      icon: <TrashIcon />,
      tone: 'danger',
      disabled: row.state === 'hidden',
      onSelect: () => onAction('hide', row.id),
    },
  ];
}

/** What the app does with a sort: a copy of the rows in that order (the story is the app here). */
export function sortSouvenirs(rows: readonly SouvenirRow[], sort: DataTableSort | null): SouvenirRow[] {
  if (!sort) return [...rows];
  const key = sort.column as keyof SouvenirRow;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'th');
    return order * sign;
  });
}

export type SouvenirTableProps = Omit<DataTableProps<SouvenirRow>, 'sort' | 'selectedIds'> & {
  initialSort?: DataTableSort | null;
  initialSelected?: string[];
  selectable?: boolean;
};

/** A DataTable of souvenirs whose sort and selection live in the story, as a screen would own them. */
export function SouvenirTable({
  initialSort = null,
  initialSelected = [],
  selectable = true,
  rows,
  onSortChange,
  onSelectedIdsChange,
  children,
  ...rest
}: SouvenirTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const [selected, setSelected] = useState<string[]>(initialSelected);
  return (
    <DataTable<SouvenirRow>
      {...rest}
      rows={sortSouvenirs(rows, sort)}
      sort={sort}
      onSortChange={(next) => {
        onSortChange?.(next);
        setSort(next);
      }}
      selectedIds={selected}
      onSelectedIdsChange={
        selectable
          ? (ids) => {
              onSelectedIdsChange?.(ids);
              setSelected(ids);
            }
          : undefined
      }
    >
      {children}
    </DataTable>
  );
}

/** The props every souvenir table story and test starts from (callbacks added by each). */
export const souvenirTableArgs = {
  caption: 'ของที่ระลึกทั้งหมด',
  columns: souvenirColumns,
  rows: souvenirRows.slice(0, 6),
  rowId: (row: SouvenirRow) => row.id,
  rowLabel: (row: SouvenirRow) => row.name,
};
