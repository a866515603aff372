/**
 * `/staff/orders/{id}` (staff, ADR 035): one order — the member, the delivery, the souvenirs, its
 * history as the member sees it (with who noted what) — and its next step: packed, sent (a mailed
 * order with its tracking text), received, back to packing, or cancelled with the points refunded
 * once (a confirm step; a second tap, here or in another tab, refunds nothing more).
 */
import type { StaffOrder } from '@lightbearers/api-client';
import {
  checkOrderMove,
  formatCount,
  formatThaiDateTime,
  isCancellable,
  ORDER_TRANSITIONS,
  type OrderStatus,
  parsePageParam,
} from '@lightbearers/domain';
import {
  Button,
  Cluster,
  DataTable,
  type DataTableColumn,
  Heading,
  Link,
  OrderStatusBadge,
  OrderTimeline,
  Stack,
  TextField,
  th,
  vars,
} from '@lightbearers/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { StaffFrame } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.order;
const labels = th.orderStatus.labels;

export async function loader({ site, params }: StaffArgs) {
  const id = parsePageParam(params.id);
  if (id === null) throw notFound();
  return staffRead(site, 'staff', async () => {
    const { getStaffOrder } = await calls();
    return getStaffOrder(site.api, id);
  });
}

type Data = Awaited<ReturnType<typeof loader>>;

export const title = (data: Data) => (data.value ? text.title(String(data.value.id)) : undefined);

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt { color: ${vars.color['fg-muted']}; }
  dd { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;

type Line = StaffOrder['lines'][number];
const lineColumns: DataTableColumn<Line>[] = [
  {
    id: 'name',
    header: text.lineColumns.name,
    cell: (l) => <Link href={`/coin/${l.productId}`}>{l.name}</Link>,
  },
  { id: 'price', header: text.lineColumns.price, cell: (l) => formatCount(l.price), align: 'end' },
  { id: 'amount', header: text.lineColumns.amount, cell: (l) => formatCount(l.amount), align: 'end' },
  { id: 'total', header: text.lineColumns.total, cell: (l) => formatCount(l.price * l.amount), align: 'end' },
];

function NextStep({
  order,
  action: { busy, run },
}: {
  order: StaffOrder;
  action: ReturnType<typeof useStaffAction>;
}) {
  const confirm = useConfirm();
  const headingId = useId();
  const [tracking, setTracking] = useState(order.tracking ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const next = ORDER_TRANSITIONS[order.status].filter((s) => s !== 'cancelled');
  const needsTracking = next.includes('sent');

  const move = async (to: OrderStatus) => {
    const check = checkOrderMove({ from: order.status, to, logistic: order.logistic, tracking });
    setError(!check.ok && check.field === 'tracking' ? check.message : null);
    if (!check.ok && check.field === 'tracking') return;
    await run(
      `move-${to}`,
      (api, client) =>
        api.setOrderStatus(client, order.id, to, {
          ...(check.ok && check.tracking ? { tracking: check.tracking } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        }),
      { done: ({ changed }) => (changed ? text.moved(labels[to]) : text.unchangedMove) },
    );
  };

  const cancel = () =>
    confirm.ask({
      title: text.cancelTitle(String(order.id)),
      message: text.cancelMessage(formatCount(order.total), order.member.name),
      confirmLabel: text.moveTo.cancelled,
      cancelLabel: staffCopy.orders.keep,
      run: () =>
        run('cancel', (api, client) => api.cancelOrder(client, order.id, note.trim() || undefined), {
          done: ({ changed }) => (changed ? text.cancelled(formatCount(order.total)) : text.alreadyCancelled),
          quiet: true,
        }),
    });

  if (!next.length && !isCancellable(order.status)) return null;

  return (
    <StaffPanel as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <Heading as="h2" size="md" id={headingId}>
          {text.next}
        </Heading>
        {needsTracking ? (
          <TextField
            id="order-tracking"
            label={text.tracking}
            hint={text.trackingHint}
            required={order.logistic === 'mail'}
            value={tracking}
            error={error ?? undefined}
            onChange={(e) => setTracking(e.target.value)}
          />
        ) : null}
        <TextField
          id="order-note"
          label={text.note}
          hint={text.noteHint}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Cluster gap="3">
          {next.map((to) => (
            <Button
              key={to}
              loading={busy === `move-${to}`}
              onClick={() => void move(to)}
              variant={to === 'placed' ? 'secondary' : 'primary'}
            >
              {text.moveTo[to]}
            </Button>
          ))}
          {isCancellable(order.status) ? (
            <Button variant="danger" onClick={cancel}>
              {text.moveTo.cancelled}
            </Button>
          ) : null}
        </Cluster>
      </Stack>
      {confirm.dialog}
    </StaffPanel>
  );
}

export default function OrderPage({ data, title }: { data: Data; title: string }) {
  const order = data.value;
  const action = useStaffAction();
  if (!order)
    return (
      <StaffFrame
        role={data.role}
        section="orders"
        screen="staff-order"
        title={title}
        back={{ href: '/staff/orders', label: text.back }}
        flash={{ tone: 'danger', text: data.error || staffCopy.common.failed }}
      />
    );
  return (
    <StaffFrame
      role={data.role}
      section="orders"
      screen="staff-order"
      title={title}
      back={{ href: '/staff/orders', label: text.back }}
      actions={<OrderStatusBadge status={order.status} />}
      flash={action.flash}
    >
      <StaffPanel as="section" aria-label={title}>
        <Facts>
          <dt>{text.member}</dt>
          <dd>
            <Link href={`/staff/members/${order.member.id}`}>{order.member.name}</Link>
            {order.name && order.name !== order.member.name ? ` (${order.name})` : null}
          </dd>
          <dt>{text.method}</dt>
          <dd>{th.delivery[order.logistic]}</dd>
          <dt>{text.address}</dt>
          <dd>{order.shipto || staffCopy.common.none}</dd>
          <dt>{text.placed}</dt>
          <dd>{formatThaiDateTime(order.createdAt)}</dd>
          <dt>{text.total}</dt>
          <dd>{text.points(formatCount(order.total))}</dd>
        </Facts>
      </StaffPanel>
      <DataTable<Line>
        caption={text.lines}
        columns={lineColumns}
        rows={order.lines}
        rowId={(l) => String(l.productId)}
        rowLabel={(l) => l.name}
      />
      <NextStep key={`${order.status}-${order.history.length}`} order={order} action={action} />
      <StaffPanel as="section" aria-label={text.history}>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {text.history}
          </Heading>
          <OrderTimeline
            entries={order.history.map((h) => ({
              status: h.status,
              time: formatThaiDateTime(h.at),
              dateTime: h.at,
              ...(h.note ? { note: h.note } : {}),
            }))}
            {...(order.tracking ? { tracking: order.tracking } : {})}
            showPending={order.status !== 'cancelled'}
          />
          {data.role === 'admin' ? (
            <Link href={`/staff/audit?entity=order&entityId=${order.id}`} variant="standalone">
              {text.audit}
            </Link>
          ) : null}
        </Stack>
      </StaffPanel>
    </StaffFrame>
  );
}
