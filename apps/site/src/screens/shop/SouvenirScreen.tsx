/**
 * `/coin/{id}`: one souvenir — photo, price, stock, description, minus and add-to-basket (add stops
 * at the most one exchange may hold; disabled when sold out or limited, with the Thai unlock date)
 * — and other souvenirs. An id that is no positive integer is not found; a failed load goes to
 * `/all/other` (docs/product.md, "Errors").
 */
import {
  bangkokToday,
  FALLBACK_PATH,
  formatCount,
  metaDescription,
  notFoundPath,
  parsePageParam,
} from '@lightbearers/domain';
import { Link } from '@lightbearers/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { redirect } from 'react-router-dom';
import { loginDialogOpenAtom } from '../../app/loginDialog';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { failTo } from '../../router/failure';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { useSession } from '../../session/store';
import { basketAtom } from './basket';
import { limitsFor } from './data';
import { loadShopViews, ProductDetail, ProductDetailOthers, ProductGrid } from './parts';
import { gridProduct, PRODUCT_PAGE_SIZES, photoSizes, standingOf } from './present';
import { ShopPage, waiting } from './ShopPage';

/** How many other souvenirs show under a product. */
const OTHERS = 8;

export async function loader({ site, session, params }: ScreenArgs) {
  const id = parsePageParam(params.id);
  if (id === null) throw redirect(notFoundPath(session !== null));
  const today = bangkokToday(site.now());
  const [read] = await Promise.all([
    calls()
      .then(({ getProduct, getProducts }) =>
        Promise.all([
          getProduct(site.api, id),
          getProducts(site.api, 1),
          limitsFor(site.api, session, today),
        ]),
      )
      .catch((error: unknown) => failTo(FALLBACK_PATH, error, 'product')),
    loadShopViews(),
  ]);
  const [product, list, limits] = read;
  const others = list.items.filter((p) => p.id !== product.id).slice(0, OTHERS);
  return { product, others, limits, today };
}

export function meta({ data, origin }: MetaArgs<Awaited<ReturnType<typeof loader>>, unknown>) {
  const photo = data.product.photo?.large;
  return {
    title: data.product.name,
    description: metaDescription(data.product.des, copy.shop.description),
    ...(photo ? { image: new URL(photo, origin).href } : {}),
  };
}

export function Pending() {
  return (
    <ShopPage title={copy.shop.title} linksLabel={copy.shop.links}>
      {waiting}
    </ShopPage>
  );
}

export default function SouvenirScreen() {
  const { product, others, limits, today } = useScreenData<typeof loader>();
  const session = useSession();
  const basket = useAtomValue(basketAtom);
  const dispatch = useSetAtom(basketAtom);
  const openLogin = useSetAtom(loginDialogOpenAtom);
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
        {...photoSizes(product.photo ?? null, PRODUCT_PAGE_SIZES)}
        // The souvenir's photo is the page's first picture: fetched first.
        fetchPriority="high"
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
