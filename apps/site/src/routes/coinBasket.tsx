import { type Client, getWallet, placeOrder } from '@lightbearers/api-client';
import { bangkokToday, DEFAULT_DELIVERY_METHOD, FALLBACK_PATH, formatCount } from '@lightbearers/domain';
import { Button, type DeliveryValue, Link } from '@lightbearers/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { sessionAtom } from '../session/store';
import { basketAtom } from '../shop/basket';
import { limitsFor, productsById } from '../shop/data';
import { Basket, DeliveryForm, OrderReview } from '../shop/lazyViews';
import { useLoad } from '../shop/load';
import { createOrderPlacer } from '../shop/orderAttempt';
import { basketView } from '../shop/present';
import { ShopPage, waiting } from '../shop/ShopPage';

export type BasketStep = 'basket' | 'delivery' | 'review';

export interface CoinBasketRouteProps {
  /** The step shown first (the page starts at the basket; stories open the later steps). */
  initialStep?: BasketStep;
  /** The delivery choice the later steps start with. */
  initialDelivery?: DeliveryValue;
  /** The client (tests pass their own). */
  client?: Client;
}

/**
 * `/coin/basket` (members only): the souvenir exchange of spec §4 — the basket (amounts, limits,
 * stock, points after; the spec's message when the exchange is refused), the delivery choice, the
 * review with its two-step confirm, then the order: sent with one `Idempotency-Key` per attempt
 * (`createOrderPlacer`), so a double tap or a retry places it once. Success empties the basket and
 * goes to /coin/wallet; failure shows 'เกิดข้อผิดพลาดบางอย่าง' and keeps the basket. An empty basket
 * goes to /coin; a failed wallet or product load to /all/other (spec §8).
 */
export function CoinBasketRoute({
  initialStep = 'basket',
  initialDelivery,
  client = api,
}: CoinBasketRouteProps) {
  const session = useAtomValue(sessionAtom);
  const lines = useAtomValue(basketAtom);
  const dispatch = useSetAtom(basketAtom);
  const navigate = useNavigate();
  const [step, setStep] = useState<BasketStep>(initialStep);
  // Once the member moves between steps, each new step takes focus (the pressed button is gone).
  const [moved, setMoved] = useState(false);
  const goTo = (next: BasketStep) => {
    setMoved(true);
    setStep(next);
  };
  const [delivery, setDelivery] = useState<DeliveryValue>(
    initialDelivery ?? { method: DEFAULT_DELIVERY_METHOD, address: '' },
  );
  const [placing, setPlacing] = useState(false);
  const [failed, setFailed] = useState(false);
  const placed = useRef(false);
  const placer = useRef(createOrderPlacer((order, key) => placeOrder(client, order, key)));

  // Products are read again only when a product joins or leaves the basket.
  const ids = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
  const [loaded] = useLoad(`${session?.userID ?? 0}:${ids.join(',')}`, async () => {
    const [wallet, products, limits] = await Promise.all([
      getWallet(client),
      productsById(client, ids),
      limitsFor(client, session),
    ]);
    return { wallet, products, limits };
  });
  const [last, setLast] = useState<typeof loaded | null>(null);
  if (loaded.kind === 'ready' && last !== loaded) setLast(loaded);
  const shown = loaded.kind === 'ready' ? loaded : last?.kind === 'ready' ? last : null;

  const failedLoad = loaded.kind === 'failed';
  const empty = lines.length === 0;
  useEffect(() => {
    if (placed.current) return;
    if (failedLoad) navigate(FALLBACK_PATH, { replace: true });
    else if (empty) navigate('/coin', { replace: true });
  }, [failedLoad, empty, navigate]);

  // A product the service no longer has leaves the basket.
  useEffect(() => {
    if (loaded.kind !== 'ready') return;
    for (const id of ids)
      if (!loaded.value.products.has(id)) dispatch({ type: 'set', productId: id, amount: 0 });
  }, [loaded, ids, dispatch]);

  if (!session || !shown) {
    return (
      <ShopPage title={copy.shop.basketTitle} linksLabel={copy.shop.links} width="narrow">
        {waiting}
      </ShopPage>
    );
  }

  const { wallet, products, limits } = shown.value;
  const view = basketView(lines, products, limits, wallet.currentPoint, bangkokToday());
  const blocked = view.blocked;

  const confirm = async () => {
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
      placed.current = true;
      dispatch({ type: 'clear' });
      navigate('/coin/wallet');
    } catch {
      setFailed(true);
      setPlacing(false);
    }
  };

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
        <Suspense fallback={waiting}>
          <DeliveryForm
            defaultValue={delivery}
            onValueChange={setDelivery}
            onSubmit={(value) => {
              setDelivery(value);
              goTo('review');
            }}
          />
        </Suspense>
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
        <Suspense fallback={waiting}>
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
        </Suspense>
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
      <Suspense fallback={waiting}>
        <Basket
          lines={view.lines}
          currentPoint={formatCount(wallet.currentPoint)}
          total={formatCount(view.total)}
          after={formatCount(view.after)}
          blocked={blocked}
          onAmountChange={(productId, amount) => dispatch({ type: 'set', productId, amount })}
          onExchange={() => goTo('delivery')}
        />
      </Suspense>
    </ShopPage>
  );
}
