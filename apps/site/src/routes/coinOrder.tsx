import { ApiError, getOrder } from '@lightbearers/api-client';
import { formatCount, formatThaiDateTime, notFoundPath, parsePageParam } from '@lightbearers/domain';
import { Alert, Link } from '@lightbearers/ui';
import { Navigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { OrderDetail } from '../shop/lazyViews';
import { useLoad } from '../shop/load';
import { orderLines } from '../shop/present';
import { ShopPage, waiting } from '../shop/ShopPage';

/**
 * `/coin/order/{id}` (members only): one of the member's orders (spec §2) — the title with its
 * number, the wallet button, the souvenirs (linking to /coin/{productId}), the total, the pickup
 * method, the address and the exchange date. A failed read says the spec's message (§8: 'cannot
 * get badge', also for the order read) in place.
 */
export function CoinOrderRoute() {
  const params = useParams();
  const id = parsePageParam(params.id);
  const [loaded] = useLoad(String(id), () => getOrder(api, id ?? 0));
  if (id === null) return <Navigate to={notFoundPath(true)} replace />;
  const links = (
    <Link href="/coin/order" variant="standalone">
      {copy.shop.ordersLink}
    </Link>
  );
  if (loaded.kind === 'ready') {
    const order = loaded.value;
    return (
      <ShopPage linksLabel={copy.shop.links} links={links} width="narrow" testId="coin-order">
        <OrderDetail
          orderNumber={formatCount(order.id)}
          walletHref="/coin/wallet"
          lines={orderLines(order)}
          total={formatCount(order.total)}
          method={order.logistic}
          address={order.shipto}
          date={formatThaiDateTime(order.createdAt)}
        />
      </ShopPage>
    );
  }
  return (
    <ShopPage title={copy.shop.orderTitle} linksLabel={copy.shop.links} links={links} width="narrow">
      {loaded.kind === 'failed' ? (
        <Alert tone="danger" role="alert">
          {loaded.error instanceof ApiError ? loaded.error.message : copy.error.title}
        </Alert>
      ) : (
        waiting
      )}
    </ShopPage>
  );
}
