/**
 * `/coin/order/{id}` (members only): one of the member's orders — the title with its number, the
 * wallet button, the souvenirs (linking to `/coin/{productId}`), the total, the pickup method, the
 * address and the exchange date — then where it stands (placed, packed, sent with the tracking
 * text of a mailed order, received, or cancelled) and when it got there (ADR 035). An id that is no
 * positive integer is not found; a failed read says the client's message in place ('cannot get
 * badge', also for the order read: docs/product.md, "Errors").
 */
import {
  formatCount,
  formatThaiDateTime,
  notFoundPath,
  parsePageParam,
  walletPath,
} from '@lightbearers/domain';
import { Alert, Link } from '@lightbearers/ui';
import { redirect } from 'react-router-dom';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { loadShopViews, OrderDetail } from './parts';
import { orderLines } from './present';
import { ShopPage, waiting } from './ShopPage';

export async function loader({ site, session, params }: ScreenArgs) {
  const id = parsePageParam(params.id);
  if (id === null) throw redirect(notFoundPath(session !== null));
  const [read] = await Promise.all([
    calls().then(({ ApiError, getOrder }) =>
      getOrder(site.api, id).then(
        (order) => ({ order, error: null }),
        (error: unknown) => {
          console.warn('order failed', error);
          return { order: null, error: error instanceof ApiError ? error.message : copy.error.title };
        },
      ),
    ),
    loadShopViews(),
  ]);
  return read;
}

export function meta({ data }: MetaArgs<Awaited<ReturnType<typeof loader>>, unknown>) {
  return {
    title: data.order ? `${copy.shop.orderTitle} ${formatCount(data.order.id)}` : copy.shop.orderTitle,
    noindex: true,
  };
}

const links = (
  <Link href="/coin/order" variant="standalone">
    {copy.shop.ordersLink}
  </Link>
);

export function Pending() {
  return (
    <ShopPage title={copy.shop.orderTitle} linksLabel={copy.shop.links} links={links} width="narrow">
      {waiting}
    </ShopPage>
  );
}

export default function OrderScreen() {
  const { order, error } = useScreenData<typeof loader>();
  if (!order)
    return (
      <ShopPage title={copy.shop.orderTitle} linksLabel={copy.shop.links} links={links} width="narrow">
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      </ShopPage>
    );
  return (
    <ShopPage linksLabel={copy.shop.links} links={links} width="narrow" testId="coin-order">
      <OrderDetail
        orderNumber={formatCount(order.id)}
        walletHref={walletPath()}
        lines={orderLines(order)}
        total={formatCount(order.total)}
        method={order.logistic}
        address={order.shipto}
        date={formatThaiDateTime(order.createdAt)}
        progress={order}
      />
    </ShopPage>
  );
}
