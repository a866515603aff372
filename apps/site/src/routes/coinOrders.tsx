import { ApiError, getOrders } from '@lightbearers/api-client';
import { formatCount, formatThaiDateTime, parsePageParam } from '@lightbearers/domain';
import { Alert, EmptyState, Link } from '@lightbearers/ui';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { OrderDetail, Pager } from '../shop/lazyViews';
import { useLoad } from '../shop/load';
import { orderLines } from '../shop/present';
import { ShopPage, waiting } from '../shop/ShopPage';

/**
 * `/coin/order` (members only): the page of the member's own order data (spec §2 "a page with raw
 * order data for the logged-in user"): every order in full, newest first, 20 a page
 * (`?page=2`). A failed read says the spec's message (§8 'cannot get badge') in place.
 */
export function CoinOrdersRoute() {
  const [search] = useSearchParams();
  const page = parsePageParam(search.get('page') ?? '1') ?? 1;
  const [loaded] = useLoad(String(page), () => getOrders(api, page));
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
      {loaded.kind === 'ready' ? (
        loaded.value.items.length === 0 ? (
          <EmptyState title={copy.shop.ordersEmpty} />
        ) : (
          <>
            {loaded.value.items.map((order) => (
              <OrderDetail
                key={order.id}
                headingLevel="h2"
                orderNumber={formatCount(order.id)}
                walletHref="/coin/wallet"
                lines={orderLines(order)}
                total={formatCount(order.total)}
                method={order.logistic}
                address={order.shipto}
                date={formatThaiDateTime(order.createdAt)}
              />
            ))}
            <Pager
              page={loaded.value.page}
              pageCount={loaded.value.pageCount}
              hrefFor={(n) => (n <= 1 ? '/coin/order' : `/coin/order?page=${n}`)}
            />
          </>
        )
      ) : loaded.kind === 'failed' ? (
        <Alert tone="danger" role="alert">
          {loaded.error instanceof ApiError ? loaded.error.message : copy.error.title}
        </Alert>
      ) : (
        waiting
      )}
    </ShopPage>
  );
}
