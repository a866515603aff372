/**
 * `/coin/order` (members only): the page of the member's own order data (docs/product.md, "a page
 * with raw order data for the logged-in user"): every order in full, newest first, 20 a page
 * (`?page=2`). A failed read says the client's message in place ('cannot get badge', docs/product.md,
 * "Errors").
 */
import {
  formatCount,
  formatThaiDateTime,
  ordersPath,
  parsePageParam,
  walletPath,
} from '@lightbearers/domain';
import { Alert, EmptyState, Link } from '@lightbearers/ui';
import type { ReactNode } from 'react';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { type ScreenArgs, type ScreenMeta, useScreenData } from '../../router/screen';
import { loadShopViews, OrderDetail, Pager } from './parts';
import { orderLines } from './present';
import { ShopPage, waiting } from './ShopPage';

export async function loader({ site, url }: ScreenArgs) {
  const page = parsePageParam(url.searchParams.get('page') ?? '1') ?? 1;
  const [orders] = await Promise.all([
    calls().then(({ ApiError, getOrders }) =>
      getOrders(site.api, page).then(
        (found) => ({ found, error: null }),
        (error: unknown) => {
          console.warn('orders failed', error);
          return { found: null, error: error instanceof ApiError ? error.message : copy.error.title };
        },
      ),
    ),
    loadShopViews(),
  ]);
  return orders;
}

export function meta(): ScreenMeta {
  return { title: copy.shop.ordersTitle, noindex: true };
}

function OrdersPage({ children }: { children: ReactNode }) {
  return (
    <ShopPage
      title={copy.shop.ordersTitle}
      linksLabel={copy.shop.links}
      width="narrow"
      testId="coin-orders"
      links={
        <Link href="/coin/wallet" variant="standalone">
          {copy.shop.walletLink}
        </Link>
      }
    >
      {children}
    </ShopPage>
  );
}

export function Pending() {
  return <OrdersPage>{waiting}</OrdersPage>;
}

export default function OrdersScreen() {
  const { found, error } = useScreenData<typeof loader>();
  if (!found)
    return (
      <OrdersPage>
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      </OrdersPage>
    );
  return (
    <OrdersPage>
      {found.items.length === 0 ? (
        <EmptyState title={copy.shop.ordersEmpty} />
      ) : (
        <>
          {found.items.map((order) => (
            <OrderDetail
              key={order.id}
              headingLevel="h2"
              orderNumber={formatCount(order.id)}
              walletHref={walletPath()}
              lines={orderLines(order)}
              total={formatCount(order.total)}
              method={order.logistic}
              address={order.shipto}
              date={formatThaiDateTime(order.createdAt)}
            />
          ))}
          <Pager page={found.page} pageCount={found.pageCount} hrefFor={ordersPath} />
        </>
      )}
    </OrdersPage>
  );
}
