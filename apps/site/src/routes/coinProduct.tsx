import { getProduct, getProducts } from '@lightbearers/api-client';
import { bangkokToday, FALLBACK_PATH, formatCount, notFoundPath, parsePageParam } from '@lightbearers/domain';
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
import { ProductDetail, ProductDetailOthers, ProductGrid } from '../shop/lazyViews';
import { useLoad } from '../shop/load';
import { gridProduct, standingOf } from '../shop/present';
import { ShopPage, waiting } from '../shop/ShopPage';

/** How many other souvenirs show under a product. */
const OTHERS = 8;

/**
 * `/coin/{id}`: one souvenir (spec §2) — photo, price, stock, description, minus and add-to-basket
 * (add stops at the most one exchange may hold; disabled when sold out or limited, with the Thai
 * unlock date) — and other souvenirs. A failed load goes to /all/other (spec §8).
 */
export function CoinProductRoute() {
  const params = useParams();
  const id = parsePageParam(params.id);
  const session = useAtomValue(sessionAtom);
  const basket = useAtomValue(basketAtom);
  const dispatch = useSetAtom(basketAtom);
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const navigate = useNavigate();
  const [loaded] = useLoad(`${id}:${session?.userID ?? 0}`, async () => {
    const [product, others, limits] = await Promise.all([
      getProduct(api, id ?? 0),
      getProducts(api, 1),
      limitsFor(api, session),
    ]);
    return { product, others: others.items.filter((p) => p.id !== product.id).slice(0, OTHERS), limits };
  });
  const failed = loaded.kind === 'failed';
  useEffect(() => {
    if (failed) navigate(FALLBACK_PATH, { replace: true });
  }, [failed, navigate]);
  if (id === null) return <Navigate to={notFoundPath(session !== null)} replace />;
  if (loaded.kind !== 'ready')
    return (
      <ShopPage title={copy.shop.title} linksLabel={copy.shop.links}>
        {waiting}
      </ShopPage>
    );
  const { product, others, limits } = loaded.value;
  const today = bangkokToday();
  const standing = standingOf(product, limits, today);
  const amount = basket.find((line) => line.productId === product.id)?.amount ?? 0;
  const add = (productId: number) => {
    if (session) dispatch({ type: 'add', productId });
    else openLogin(true);
  };
  return (
    <ShopPage
      testId="coin-product"
      linksLabel={copy.shop.links}
      links={
        <>
          <Link href="/coin" variant="standalone">
            {copy.shop.shopLink}
          </Link>
          {session ? (
            <Link href="/coin/basket" variant="standalone">
              {copy.shop.basketLink}
            </Link>
          ) : null}
        </>
      }
    >
      <ProductDetail
        headingLevel="h1"
        name={product.name}
        photoSrc={product.photo?.large ?? null}
        price={formatCount(product.price)}
        stock={formatCount(product.stock)}
        description={product.des}
        availability={standing.availability}
        {...(standing.unlockDate ? { unlockDate: standing.unlockDate } : {})}
        amount={amount}
        most={standing.most}
        onAdd={() => add(product.id)}
        onRemove={() => dispatch({ type: 'set', productId: product.id, amount: amount - 1 })}
      >
        {others.length > 0 ? (
          <ProductDetailOthers headingLevel="h2">
            <ProductGrid
              headingLevel="h3"
              products={others.map((p) => gridProduct(p, limits, today))}
              onAdd={add}
            />
          </ProductDetailOthers>
        ) : null}
      </ProductDetail>
    </ShopPage>
  );
}
