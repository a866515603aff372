/**
 * `/coin/basket` (members only): the souvenir exchange — the basket (amounts, limits, stock, points
 * after; 'จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ' when the exchange is refused), the delivery choice,
 * the review with its two-step confirm, then the order: sent with one `Idempotency-Key` per attempt
 * (`createOrderPlacer`, ADR 031), so a double tap or a retry places it once. Success empties the
 * basket and goes to `/coin/wallet`; failure shows 'เกิดข้อผิดพลาดบางอย่าง' and keeps the basket. An
 * empty basket goes to `/coin`; a failed wallet or product read to `/all/other` (docs/product.md,
 * "Errors").
 *
 * The basket itself lives in the member's browser (local storage, ADR 031): the loader reads it from
 * the site's store. Rendered on the service, which cannot see it, the screen shows its pending view
 * and reads everything once it runs in the browser.
 */
import {
  bangkokToday,
  DEFAULT_DELIVERY_METHOD,
  FALLBACK_PATH,
  formatCount,
  isHonourExchange,
  shopPath,
  walletPath,
} from '@lightbearers/domain';
import { Button, type DeliveryValue, Link } from '@lightbearers/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { redirect, useNavigate, useRevalidator } from 'react-router-dom';
import * as copy from '../../copy';
import { calls, siteClient } from '../../router/calls';
import { failTo } from '../../router/failure';
import { type ScreenArgs, type ScreenMeta, useScreenData } from '../../router/screen';
import { useSession } from '../../session/store';
import { basketAtom } from './basket';
import { limitsFor, productsOf } from './data';
import { createOrderPlacer } from './orderAttempt';
import { Basket, DeliveryForm, loadShopViews, OrderReview } from './parts';
import { type BasketView, basketView } from './present';
import { ShopPage, waiting } from './ShopPage';

/** Where an empty basket goes. */
const EMPTY_BASKET_PATH = shopPath();

export async function loader({ site, session }: ScreenArgs) {
  // The service cannot see the browser's basket: the browser reads it (see the module's note).
  if (site.server) return { inBrowser: true as const };
  const lines = site.store.get(basketAtom);
  if (lines.length === 0) throw redirect(EMPTY_BASKET_PATH);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const today = bangkokToday(site.now());
  const [read] = await Promise.all([
    calls()
      .then(({ getWallet }) =>
        Promise.all([getWallet(site.api), productsOf(site.api, ids), limitsFor(site.api, session, today)]),
      )
      .catch((error: unknown) => failTo(FALLBACK_PATH, error, 'basket')),
    loadShopViews(),
  ]);
  const [wallet, products, limits] = read;
  // A product the service no longer has leaves the basket.
  const known = new Set(products.map((p) => p.id));
  for (const id of ids)
    if (!known.has(id)) site.store.set(basketAtom, { type: 'set', productId: id, amount: 0 });
  if (site.store.get(basketAtom).length === 0) throw redirect(EMPTY_BASKET_PATH);
  return { inBrowser: false as const, wallet, products, limits, today };
}

export function meta(): ScreenMeta {
  return { title: copy.shop.basketTitle, noindex: true };
}

export function Pending() {
  return (
    <ShopPage title={copy.shop.basketTitle} linksLabel={copy.shop.links} width="narrow">
      {waiting}
    </ShopPage>
  );
}

/** Rendered on the service: the pending view until the browser has read the basket. */
function ReadInBrowser() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    void revalidate();
  }, [revalidate]);
  return <Pending />;
}

type Step = 'basket' | 'delivery' | 'review';

type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, { inBrowser: true }>;

const links = (
  <>
    <Link href="/coin" variant="standalone">
      {copy.shop.shopLink}
    </Link>
    <Link href="/coin/wallet" variant="standalone">
      {copy.shop.walletLink}
    </Link>
  </>
);

function Exchange({ wallet, products, limits, today }: Loaded) {
  const session = useSession();
  const lines = useAtomValue(basketAtom);
  const dispatch = useSetAtom(basketAtom);
  const store = useStore();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('basket');
  // Once the member moves between steps, each new step takes focus (the pressed button is gone).
  const [moved, setMoved] = useState(false);
  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const [delivery, setDelivery] = useState<DeliveryValue>({ method: DEFAULT_DELIVERY_METHOD, address: '' });
  const [placing, setPlacing] = useState(false);
  const [failed, setFailed] = useState(false);
  const placer = useRef(
    createOrderPlacer(async (order, key) => {
      const [{ placeOrder }, client] = await Promise.all([calls(), siteClient()]);
      return placeOrder(client, order, key);
    }),
  );
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  // Honour awards only: the team presents them — the delivery step may only be skipped.
  const honour = isHonourExchange(lines.flatMap((l) => byId.get(l.productId) ?? []));

  // Once the order is placed, what was ordered (the basket is then empty).
  const [placed, setPlaced] = useState<BasketView | null>(null);
  const view = placed ?? basketView(lines, byId, limits, wallet.currentPoint, today);
  const blocked = view.blocked;

  const changeAmount = (productId: number, amount: number) => {
    dispatch({ type: 'set', productId, amount });
    if (store.get(basketAtom).length === 0) navigate(EMPTY_BASKET_PATH, { replace: true });
  };

  const confirm = async () => {
    if (!session) return;
    setPlacing(true);
    setFailed(false);
    try {
      await placer.current.place({
        name: session.name ?? '',
        total: view.total,
        lines: lines.map((l) => ({ productId: l.productId, amount: l.amount })),
        shipto: delivery.address.trim(),
        logistic: delivery.method,
        userId: session.userID,
      });
      // The review stays as it was while the wallet loads; the basket empties at once.
      setPlaced(view);
      dispatch({ type: 'clear' });
      navigate(walletPath());
    } catch {
      setFailed(true);
      setPlacing(false);
    }
  };

  if (step === 'delivery' && !blocked)
    return (
      <ShopPage
        title={copy.shop.deliveryTitle}
        linksLabel={copy.shop.links}
        links={links}
        width="narrow"
        testId="coin-delivery"
        takeFocus={moved}
        key="delivery"
      >
        <DeliveryForm
          honour={honour}
          defaultValue={delivery}
          onValueChange={setDelivery}
          onSubmit={(value) => {
            setDelivery(value);
            goTo('review');
          }}
        />
        <Button variant="ghost" onClick={() => goTo('basket')}>
          {copy.shop.backToBasket}
        </Button>
      </ShopPage>
    );

  if (step === 'review' && !blocked)
    return (
      <ShopPage
        title={copy.shop.reviewTitle}
        linksLabel={copy.shop.links}
        links={links}
        width="narrow"
        testId="coin-review"
        takeFocus={moved}
        key="review"
      >
        <OrderReview
          lines={view.review}
          method={delivery.method}
          address={delivery.address}
          total={formatCount(view.total)}
          after={formatCount(view.after)}
          placing={placing}
          failed={failed}
          onConfirm={() => void confirm()}
          onEdit={() => goTo('delivery')}
        />
      </ShopPage>
    );

  return (
    <ShopPage
      title={copy.shop.basketTitle}
      linksLabel={copy.shop.links}
      links={links}
      width="narrow"
      testId="coin-basket"
      takeFocus={moved}
      key="basket"
    >
      <Basket
        lines={view.lines}
        currentPoint={formatCount(wallet.currentPoint)}
        total={formatCount(view.total)}
        after={formatCount(view.after)}
        blocked={blocked}
        onAmountChange={changeAmount}
        onExchange={() => goTo('delivery')}
      />
    </ShopPage>
  );
}

export default function BasketScreen() {
  const data = useScreenData<typeof loader>();
  return data.inBrowser ? <ReadInBrowser /> : <Exchange {...data} />;
}
