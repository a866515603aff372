/**
 * `/staff/orders/packing-list?status=placed&logistic=` (staff, null layout so it prints bare): what
 * to prepare — each souvenir's total, then every order with its address and a box per line to
 * tick — and a print button. The screen's own links and button do not print.
 */
import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  formatCount,
  formatThaiDateTime,
  ORDER_STATUSES,
  type OrderStatus,
} from '@lightbearers/domain';
import { Alert, Button, Cluster, Heading, Link, PrintIcon, Text, th, vars } from '@lightbearers/ui';
import styled from 'styled-components';
import { calls } from '../../router/calls';
import { useHydrated } from '../../router/hydrated';
import { staffRead } from './access';
import { staffCopy } from './copy';
import type { StaffArgs } from './StaffScreen';

const text = staffCopy.packing;

export async function loader({ site, url }: StaffArgs) {
  const rawStatus = url.searchParams.get('status') ?? '';
  const rawMethod = url.searchParams.get('logistic') ?? '';
  const status: OrderStatus = (ORDER_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as OrderStatus)
    : 'placed';
  const logistic = (DELIVERY_METHODS as readonly string[]).includes(rawMethod)
    ? (rawMethod as DeliveryMethod)
    : null;
  const read = await staffRead(site, 'staff', async () => {
    const { getPackingList } = await calls();
    return getPackingList(site.api, { status, ...(logistic ? { logistic } : {}) });
  });
  return { ...read, status, logistic, now: site.now() };
}

type Data = Awaited<ReturnType<typeof loader>>;

const Sheet = styled.article`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 52rem;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[10]};
  color: ${vars.color.fg};
  table { width: 100%; border-collapse: collapse; }
  th, td {
    text-align: start;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    vertical-align: top;
  }
  td[data-align='end'], th[data-align='end'] { text-align: end; font-variant-numeric: tabular-nums; }
  @media print {
    padding: 0;
    max-width: none;
    [data-print='no'] { display: none; }
  }
`;

const OrderBlock = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  border-top: 2px solid ${vars.color.border};
  break-inside: avoid;
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${vars.space[1]}; }
  label { display: flex; gap: ${vars.space[2]}; align-items: center; }
  input { width: 1.125rem; height: 1.125rem; }
`;

export default function PackingListPage({ data, title }: { data: Data; title: string }) {
  const hydrated = useHydrated();
  const list = data.value;
  const method = data.logistic ? th.delivery[data.logistic] : staffCopy.orders.anyMethod;
  return (
    <Sheet data-screen="staff-packing" data-testid="staff-screen" data-state={hydrated ? 'ready' : 'loading'}>
      <Cluster gap="4" data-print="no">
        <Link href="/staff/orders" variant="standalone">
          {text.back}
        </Link>
        <Button leadingIcon={<PrintIcon />} onClick={() => window.print()}>
          {text.print}
        </Button>
      </Cluster>
      <header>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text tone="muted">{text.filter(th.orderStatus.labels[data.status], method)}</Text>
        <Text tone="muted">{text.printedAt(formatThaiDateTime(data.now))}</Text>
      </header>
      {!list ? <Alert tone="danger">{data.error || staffCopy.common.failed}</Alert> : null}
      {list?.truncated ? <Alert tone="warning">{text.truncated}</Alert> : null}
      {list && list.orders.length === 0 ? <Text>{text.empty}</Text> : null}
      {list && list.orders.length > 0 ? (
        <>
          <section aria-labelledby="packing-totals">
            <Heading as="h2" size="md" id="packing-totals">
              {text.totals}
            </Heading>
            <table>
              <thead>
                <tr>
                  <th scope="col">{text.product}</th>
                  <th scope="col" data-align="end">
                    {text.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.products.map((p) => (
                  <tr key={p.productId}>
                    <td>{p.name}</td>
                    <td data-align="end">{formatCount(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Heading as="h2" size="md">
            {text.orders(formatCount(list.orders.length))}
          </Heading>
          {list.orders.map((o) => (
            <OrderBlock key={o.id} aria-labelledby={`packing-order-${o.id}`}>
              <Heading as="h3" size="sm" id={`packing-order-${o.id}`}>
                {`#${o.id} · ${o.member.name} · ${th.delivery[o.logistic]}`}
              </Heading>
              {o.shipto ? <p>{o.shipto}</p> : null}
              <ul>
                {o.lines.map((l) => (
                  <li key={l.productId}>
                    <label>
                      <input type="checkbox" />
                      {`${l.name} × ${formatCount(l.amount)}`}
                    </label>
                  </li>
                ))}
              </ul>
            </OrderBlock>
          ))}
        </>
      ) : null}
    </Sheet>
  );
}
