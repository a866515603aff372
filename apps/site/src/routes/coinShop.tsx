import { getProducts } from '@lightbearers/api-client';
import { bangkokToday, FALLBACK_PATH, notFoundPath, parsePageParam } from '@lightbearers/domain';
import { Link } from '@lightbearers/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { loginDialogOpenAtom } from '../app/loginDialog';
import { copy } from '../copy';
import { sessionAtom } from '../session/store';
import { basketAtom } from '../shop/basket';
import { limitsFor } from '../shop/data';
import { Pager, ProductGrid } from '../shop/lazyViews';
import { useLoad } from '../shop/load';
import { gridProduct } from '../shop/present';
import { ShopPage, waiting } from '../shop/ShopPage';

export const shopPageHref = (page: number) => (page <= 1 ? '/coin' : `/coin/page/${page}`);

/**
 * `/coin` and `/coin/page/{page}`: the souvenirs, 20 a page (spec §2), each with its add button —
 * disabled when sold out or limited (with the Thai unlock date). A visitor's add opens the login
 * dialog. A failed load goes to /all/other (spec §8).
 */
export function CoinShopRoute() {
  const params = useParams();
  const page = params.page === undefined ? 1 : parsePageParam(params.page);
  const session = useAtomValue(sessionAtom);
  const dispatch = useSetAtom(basketAtom);
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const navigate = useNavigate();
  const [loaded] = useLoad(`${page}:${session?.userID ?? 0}`, async () => {
    const [products, limits] = await Promise.all([getProducts(api, page ?? 1), limitsFor(api, session)]);
    return { products, limits };
  });
  const failed = loaded.kind === 'failed';
  useEffect(() => {
    if (failed) navigate(FALLBACK_PATH, { replace: true });
  }, [failed, navigate]);
  if (page === null) return <Navigate to={notFoundPath(session !== null)} replace />;
  const today = bangkokToday();
  return (
    <ShopPage
      title={copy.shop.title}
      testId="coin-shop"
      linksLabel={copy.shop.links}
      links={
        session ? (
          <>
            <Link href="/coin/basket" variant="standalone">
              {copy.shop.basketLink}
            </Link>
            <Link href="/coin/wallet" variant="standalone">
              {copy.shop.walletLink}
            </Link>
          </>
        ) : null
      }
    >
      {loaded.kind === 'ready' ? (
        <>
          <ProductGrid
            aria-label={copy.shop.title}
            headingLevel="h2"
            products={loaded.value.products.items.map((p) => gridProduct(p, loaded.value.limits, today))}
            onAdd={(productId) => {
              if (session) dispatch({ type: 'add', productId });
              else openLogin(true);
            }}
          />
          <Pager
            page={loaded.value.products.page}
            pageCount={loaded.value.products.pageCount}
            hrefFor={shopPageHref}
            label={copy.shop.shopPages}
          />
        </>
      ) : (
        waiting
      )}
    </ShopPage>
  );
}
