/**
 * `/staff/orders` (staff, ADR 035): the exchange orders, filtered by delivery method and status
 * (`?logistic=&status=&q=&member=&sort=&page=`). Rows chosen together move together (each order
 * succeeds or fails on its own, and the screen says which); one row moves or is cancelled from its
 * menu (a confirm step: the points come back once). The packing list prints what to prepare; the
 * mail addresses export as an XLSX file written in the browser (`xlsx` loads on the button).
 */
import type { Client, StaffOrder } from '@lightbearers/api-client';
import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  formatCount,
  formatThaiDateTime,
  isCancellable,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  parsePageParam,
} from '@lightbearers/domain';
import {
  Button,
  Cluster,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  DownloadIcon,
  Link,
  OrderStatusBadge,
  PrintIcon,
  th,
} from '@lightbearers/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { type Flash, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox, useListNav } from './ListParts';
import { addressFileName, addressSheet } from './present';
import { listQuery, STAFF_PAGE_SIZE, sortParam, tableSort } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.orders;
const labels = th.orderStatus.labels;

const isStatus = (v: string): v is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(v);
const isMethod = (v: string): v is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(v);

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    sortable: ['id', 'total', 'updatedAt'],
    filters: ['status', 'logistic', 'q', 'member'],
    allowed: (name, value) =>
      name === 'status'
        ? isStatus(value)
        : name === 'logistic'
          ? isMethod(value)
          : name === 'member'
            ? parsePageParam(value) !== null
            : true,
  });
  const { status, logistic, q, member } = query.filters;
  const read = await staffRead(site, 'staff', async () => {
    const { listStaffOrders } = await calls();
    return listStaffOrders(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      sort: query.sort,
      ...(isStatus(status) ? { status } : {}),
      ...(isMethod(logistic) ? { logistic } : {}),
      ...(q ? { q } : {}),
      ...(member ? { member: Number(member) } : {}),
    });
  });
  return { ...read, query, now: site.now() };
}

type Data = Awaited<ReturnType<typeof loader>>;

const itemsOf = (o: StaffOrder) => o.lines.map((l) => `${l.name} × ${formatCount(l.amount)}`).join(', ');

const columns: DataTableColumn<StaffOrder>[] = [
  {
    id: 'id',
    header: text.columns.id,
    cell: (o) => <Link href={`/staff/orders/${o.id}`}>{`#${o.id}`}</Link>,
    sortable: true,
    firstDirection: 'descending',
  },
  {
    id: 'member',
    header: text.columns.member,
    cell: (o) => <Link href={`/staff/members/${o.member.id}`}>{o.member.name}</Link>,
  },
  { id: 'items', header: text.columns.items, cell: itemsOf },
  {
    id: 'total',
    header: text.columns.total,
    cell: (o) => formatCount(o.total),
    sortable: true,
    align: 'end',
  },
  { id: 'method', header: text.columns.method, cell: (o) => th.delivery[o.logistic] },
  {
    id: 'status',
    header: text.columns.status,
    cell: (o) => <OrderStatusBadge status={o.status} size="sm" />,
  },
  { id: 'placed', header: text.columns.placed, cell: (o) => formatThaiDateTime(o.createdAt) },
];

/** Every mail order of `status`, page by page (an export is a few hundred rows at most). */
async function mailOrders(
  api: Awaited<ReturnType<typeof calls>>,
  client: Client,
  status: OrderStatus,
): Promise<StaffOrder[]> {
  const all: StaffOrder[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const got = await api.listStaffOrders(client, { status, logistic: 'mail', pageSize: 100, page });
    all.push(...got.items);
    if (page >= got.pageCount) break;
  }
  return all;
}

/** Writes the rows as an XLSX file; `xlsx` is loaded only now (its own chunk), for writing only. */
async function writeWorkbook(rows: (string | number)[][], fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'mail');
  XLSX.writeFile(workbook, fileName);
}

export default function OrdersPage({ data, title }: { data: Data; title: string }) {
  const { busy, flash, setFlash, run } = useStaffAction();
  const confirm = useConfirm();
  const { go } = useListNav();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const { filters } = data.query;
  const rows = data.value?.items ?? [];

  const bulkFlash = (result: {
    data: { id: number; ok: boolean; error?: string | undefined }[];
    meta: { ok: number; failed: number };
  }): Flash => {
    const failures = result.data
      .filter((r) => !r.ok)
      .map((r) => text.bulkFailure(r.id, r.error ?? staffCopy.common.generic));
    return {
      tone: result.meta.failed ? 'warning' : 'success',
      text: [text.bulkResult(formatCount(result.meta.ok), formatCount(result.meta.failed)), ...failures].join(
        ' · ',
      ),
    };
  };
  const moveSelected = (status: OrderStatus) =>
    run(`bulk-${status}`, (api, client) => api.setOrdersStatus(client, selected.map(Number), status), {
      done: (result) => {
        setSelected([]);
        return bulkFlash(result);
      },
      quiet: status === 'cancelled',
    });

  const move = (o: StaffOrder, status: OrderStatus) =>
    run(`move-${o.id}`, (api, client) => api.setOrderStatus(client, o.id, status), {
      done: ({ changed }) =>
        changed ? staffCopy.order.moved(labels[status]) : staffCopy.order.unchangedMove,
    });
  const cancel = (o: StaffOrder) =>
    confirm.ask({
      title: staffCopy.order.cancelTitle(String(o.id)),
      message: staffCopy.order.cancelMessage(formatCount(o.total), o.member.name),
      confirmLabel: text.cancel,
      cancelLabel: text.keep,
      run: () =>
        run(`cancel-${o.id}`, (api, client) => api.cancelOrder(client, o.id), {
          done: ({ changed }) =>
            changed ? staffCopy.order.cancelled(formatCount(o.total)) : staffCopy.order.alreadyCancelled,
          quiet: true,
        }),
    });

  const rowActions = (o: StaffOrder): DataTableRowAction[] => [
    { label: text.view, onSelect: () => void navigate(`/staff/orders/${o.id}`) },
    ...ORDER_TRANSITIONS[o.status]
      // A mailed order is sent with its tracking text: that move is on the order's page.
      .filter((to) => to !== 'cancelled' && !(to === 'sent' && o.logistic === 'mail'))
      .map((to) => ({ label: text.move(labels[to]), onSelect: () => void move(o, to) })),
    ...(isCancellable(o.status)
      ? [{ label: text.cancel, tone: 'danger' as const, onSelect: () => cancel(o) }]
      : []),
  ];

  const exportAddresses = async () => {
    const status: OrderStatus = isStatus(filters.status) ? filters.status : 'packed';
    const result = await run(
      'export',
      async (api, client) => {
        const orders = await mailOrders(api, client, status);
        if (orders.length) await writeWorkbook(addressSheet(orders), addressFileName(Date.now()));
        return orders.length;
      },
      { revalidate: false },
    );
    if (result.ok)
      setFlash(
        result.value
          ? { tone: 'success', text: text.exported(formatCount(result.value)) }
          : { tone: 'info', text: text.exportNone },
      );
  };

  const packingHref = `/staff/orders/packing-list?status=${isStatus(filters.status) ? filters.status : 'placed'}${
    isMethod(filters.logistic) ? `&logistic=${filters.logistic}` : ''
  }`;

  return (
    <StaffFrame
      role={data.role}
      section="orders"
      screen="staff-orders"
      title={title}
      flash={flash}
      actions={
        <Cluster gap="3">
          <Link href={packingHref} variant="standalone" leadingIcon={<PrintIcon />}>
            {text.packingList}
          </Link>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<DownloadIcon />}
            loading={busy === 'export'}
            title={text.exportHint}
            onClick={() => void exportAddresses()}
          >
            {text.export}
          </Button>
        </Cluster>
      }
    >
      <DataTable<StaffOrder>
        caption={text.caption}
        columns={columns}
        rows={rows}
        rowId={(o) => String(o.id)}
        rowLabel={(o) => staffCopy.common.order(o.id)}
        sort={tableSort(data.query.sort)}
        onSortChange={(sort) => void go({ sort: sortParam(sort) })}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        rowActions={rowActions}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="logistic"
            label={text.method}
            value={filters.logistic}
            options={[
              { value: '', label: text.anyMethod },
              ...DELIVERY_METHODS.map((m) => ({ value: m, label: th.delivery[m] })),
            ]}
          />
          <FilterSelect
            name="status"
            label={text.statusFilter}
            value={filters.status}
            options={[
              { value: '', label: text.anyStatus },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: labels[s] })),
            ]}
          />
        </DataTable.Toolbar>
        <DataTable.BulkActions>
          {(['packed', 'sent', 'received'] as const).map((status) => (
            <Button
              key={status}
              size="sm"
              variant="secondary"
              loading={busy === `bulk-${status}`}
              onClick={() => void moveSelected(status)}
            >
              {labels[status]}
            </Button>
          ))}
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              confirm.ask({
                title: text.bulkCancelTitle(formatCount(selected.length)),
                message: text.cancelMessage,
                confirmLabel: text.cancel,
                cancelLabel: text.keep,
                run: () => moveSelected('cancelled'),
              })
            }
          >
            {staffCopy.common.cancel}
          </Button>
        </DataTable.BulkActions>
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
