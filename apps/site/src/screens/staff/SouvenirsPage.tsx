/**
 * `/staff/souvenirs` (admin, ADR 035): the shop's souvenirs with price, stock, the most one
 * exchange may hold and when they open (`?state=deleted&q=&sort=&page=`); each can be edited,
 * viewed in the shop, deleted (a confirm step) and restored.
 */
import type { StaffProduct } from '@lightbearers/api-client';
import { formatCount, toEpochMs } from '@lightbearers/domain';
import { Badge, DataTable, type DataTableColumn, type DataTableRowAction, Link } from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { softDeleteRowActions, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox, useListNav } from './ListParts';
import { thaiMoment } from './present';
import { listQuery, STAFF_PAGE_SIZE, sortParam, tableSort } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.souvenirs;

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    sortable: ['id', 'name', 'price', 'stock'],
    filters: ['state', 'q'],
    allowed: (name, value) => name !== 'state' || value === 'deleted',
  });
  const read = await staffRead(site, 'admin', async () => {
    const { listStaffProducts } = await calls();
    return listStaffProducts(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      sort: query.sort,
      ...(query.filters.state === 'deleted' ? { deleted: true } : {}),
      ...(query.filters.q ? { q: query.filters.q } : {}),
    });
  });
  return { ...read, query, now: site.now() };
}

type Data = Awaited<ReturnType<typeof loader>>;
type State = keyof typeof text.states;

const stateOf = (p: StaffProduct, now: number): State =>
  p.deletedAt
    ? 'deleted'
    : p.unlockAt && toEpochMs(p.unlockAt) > now
      ? 'locked'
      : p.stock === 0
        ? 'soldOut'
        : 'onSale';
const TONES = { onSale: 'success', soldOut: 'warning', locked: 'info', deleted: 'danger' } as const;

export default function SouvenirsPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const confirm = useConfirm();
  const { go } = useListNav();
  const navigate = useNavigate();

  const columns: DataTableColumn<StaffProduct>[] = [
    {
      id: 'name',
      header: text.columns.name,
      cell: (p) => <Link href={`/staff/souvenirs/${p.id}`}>{p.name}</Link>,
      sortable: true,
    },
    {
      id: 'price',
      header: text.columns.price,
      cell: (p) => formatCount(p.price),
      sortable: true,
      align: 'end',
      firstDirection: 'descending',
    },
    {
      id: 'stock',
      header: text.columns.stock,
      cell: (p) => formatCount(p.stock),
      sortable: true,
      align: 'end',
    },
    { id: 'limit', header: text.columns.limit, cell: (p) => formatCount(p.limit), align: 'end' },
    {
      id: 'unlockAt',
      header: text.columns.unlockAt,
      cell: (p) => (p.unlockAt && toEpochMs(p.unlockAt) > data.now ? thaiMoment(p.unlockAt) : text.openNow),
    },
    {
      id: 'state',
      header: text.columns.state,
      cell: (p) => (
        <Badge tone={TONES[stateOf(p, data.now)]} size="sm">
          {text.states[stateOf(p, data.now)]}
        </Badge>
      ),
    },
  ];

  const softDelete = softDeleteRowActions(action, confirm.ask, {
    words: text,
    remove: 'deleteProduct',
    restore: 'restoreProduct',
  });
  const rowActions = (p: StaffProduct): DataTableRowAction[] =>
    softDelete({ id: p.id, name: p.name, deleted: Boolean(p.deletedAt) }, [
      { label: staffCopy.common.edit, onSelect: () => void navigate(`/staff/souvenirs/${p.id}`) },
      { label: text.viewInShop, onSelect: () => void navigate(`/coin/${p.id}`) },
    ]);

  return (
    <StaffFrame
      role={data.role}
      section="souvenirs"
      screen="staff-souvenirs"
      title={title}
      flash={action.flash}
      actions={
        <Link href="/staff/souvenirs/new" variant="standalone">
          {text.create}
        </Link>
      }
    >
      <DataTable<StaffProduct>
        caption={text.caption}
        columns={columns}
        rows={data.value?.items ?? []}
        rowId={(p) => String(p.id)}
        rowLabel={(p) => p.name}
        sort={tableSort(data.query.sort)}
        onSortChange={(sort) => void go({ sort: sortParam(sort) })}
        rowActions={rowActions}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={data.query.filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="state"
            label={text.stateFilter}
            value={data.query.filters.state}
            options={[
              { value: '', label: text.onSale },
              { value: 'deleted', label: text.deletedState },
            ]}
          />
        </DataTable.Toolbar>
        <DataTable.Empty>{text.empty}</DataTable.Empty>
        {data.value?.total ? (
          <DataTable.Footer>
            <ListPaging page={data.value} />
          </DataTable.Footer>
        ) : null}
      </DataTable>
      {confirm.dialog}
    </StaffFrame>
  );
}
