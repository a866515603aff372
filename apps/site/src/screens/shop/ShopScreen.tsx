/**
 * `/coin` and `/coin/page/{page}`: the souvenirs, 20 a page, each with its add button — disabled
 * when sold out or limited (with the Thai unlock date). A visitor's add opens the login dialog. A
 * page number that is no positive integer is not found; a failed product list goes to `/all/other`
 * (docs/product.md, "Errors").
 */
import { bangkokToday, FALLBACK_PATH, notFoundPath, parsePageParam, shopPath } from '@lightbearers/domain';
import { Link } from '@lightbearers/ui';
import { useSetAtom } from 'jotai';
import { redirect } from 'react-router-dom';
import { loginDialogOpenAtom } from '../../app/loginDialog';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { failTo } from '../../router/failure';
import { type ScreenArgs, type ScreenMeta, useScreenData } from '../../router/screen';
import { useSession } from '../../session/store';
import { basketAtom } from './basket';
import { limitsFor } from './data';
import { loadShopViews, Pager, ProductGrid } from './parts';
import { gridProduct } from './present';
import { ShopPage, waiting } from './ShopPage';

export async function loader({ site, session, params }: ScreenArgs) {
  const page = params.page === undefined ? 1 : parsePageParam(params.page);
  if (page === null) throw redirect(notFoundPath(session !== null));
  const today = bangkokToday(site.now());
  const [read] = await Promise.all([
    calls()
      .then(({ getProducts }) =>
        Promise.all([getProducts(site.api, page), limitsFor(site.api, session, today)]),
      )
      .catch((error: unknown) => failTo(FALLBACK_PATH, error, 'products')),
    loadShopViews(),
  ]);
  const [products, limits] = read;
  return { products, limits, today };
}

export function meta(): ScreenMeta {
  return { title: copy.shop.title, description: copy.shop.description };
}

/** Beside a member's title: their basket and wallet. */
const memberLinks = (
  <>
    <Link href="/coin/basket" variant="standalone">
      {copy.shop.basketLink}
    </Link>
    <Link href="/coin/wallet" variant="standalone">
      {copy.shop.walletLink}
    </Link>
  </>
);

export function Pending() {
  const session = useSession();
  return (
    <ShopPage
      title={copy.shop.title}
      testId="coin-shop"
      linksLabel={copy.shop.links}
      links={session ? memberLinks : null}
    >
      {waiting}
    </ShopPage>
  );
}

export default function ShopScreen() {
  const { products, limits, today } = useScreenData<typeof loader>();
  const session = useSession();
  const dispatch = useSetAtom(basketAtom);
  const openLogin = useSetAtom(loginDialogOpenAtom);
  return (
    <ShopPage
      title={copy.shop.title}
      testId="coin-shop"
      linksLabel={copy.shop.links}
      links={session ? memberLinks : null}
    >
      <ProductGrid
        aria-label={copy.shop.title}
        headingLevel="h2"
        products={products.items.map((p) => gridProduct(p, limits, today))}
        // The first card's photo is the screen's first picture.
        priorityCount={1}
        onAdd={(productId) => {
          if (session) dispatch({ type: 'add', productId });
          else openLogin(true);
        }}
      />
      <Pager
        page={products.page}
        pageCount={products.pageCount}
        hrefFor={shopPath}
        label={copy.shop.shopPages}
      />
    </ShopPage>
  );
}
