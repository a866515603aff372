/**
 * `/coin/wallet` and `/coin/wallet/{page}` (members only): the three balances, the swap (allowed
 * from 100; success reads the wallet again, failure goes to `/all/other`) and the ledger, 20 a page,
 * whose entries naming an order link to it. A page number that is no positive integer is not found;
 * a failed wallet read goes to `/all/other` (docs/product.md, "Errors").
 */
import {
  canSwap,
  FALLBACK_PATH,
  formatCount,
  notFoundPath,
  parsePageParam,
  walletPath,
} from '@lightbearers/domain';
import { Heading, Link } from '@lightbearers/ui';
import { useState } from 'react';
import { redirect, useNavigate, useRevalidator } from 'react-router-dom';
import * as copy from '../../copy';
import { calls, siteClient } from '../../router/calls';
import { failTo } from '../../router/failure';
import { type ScreenArgs, type ScreenMeta, useScreenData } from '../../router/screen';
import { loadShopViews, Pager, SwapPanel, WalletLedger, WalletSummary } from './parts';
import { ledgerItem } from './present';
import { ShopPage, waiting } from './ShopPage';

export async function loader({ site, session, params }: ScreenArgs) {
  const page = params.page === undefined ? 1 : parsePageParam(params.page);
  if (page === null) throw redirect(notFoundPath(session !== null));
  const [read] = await Promise.all([
    calls()
      .then(({ getWallet, getWalletEntries }) =>
        Promise.all([getWallet(site.api), getWalletEntries(site.api, page)]),
      )
      .catch((error: unknown) => failTo(FALLBACK_PATH, error, 'wallet')),
    loadShopViews(),
  ]);
  const [wallet, entries] = read;
  return { wallet, entries };
}

export function meta(): ScreenMeta {
  return { title: copy.shop.walletTitle, noindex: true };
}

const links = (
  <>
    <Link href="/coin" variant="standalone">
      {copy.shop.shopLink}
    </Link>
    <Link href="/coin/order" variant="standalone">
      {copy.shop.ordersLink}
    </Link>
  </>
);

export function Pending() {
  return (
    <ShopPage title={copy.shop.walletTitle} testId="coin-wallet" linksLabel={copy.shop.links} links={links}>
      {waiting}
    </ShopPage>
  );
}

export default function WalletScreen() {
  const { wallet, entries } = useScreenData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [swapping, setSwapping] = useState(false);

  const swap = async () => {
    setSwapping(true);
    try {
      const [{ swapPoints }, client] = await Promise.all([calls(), siteClient()]);
      await swapPoints(client);
    } catch (error) {
      console.warn('swap failed', error);
      setSwapping(false);
      navigate(FALLBACK_PATH, { replace: true });
      return;
    }
    // The balances and the ledger read again (the loader; a failed read goes to /all/other).
    await revalidator.revalidate();
    setSwapping(false);
  };

  return (
    <ShopPage title={copy.shop.walletTitle} testId="coin-wallet" linksLabel={copy.shop.links} links={links}>
      <WalletSummary
        currentPoint={formatCount(wallet.currentPoint)}
        canChangeTotal={formatCount(wallet.canChangeTotal)}
        allTimeTotal={formatCount(wallet.allTimeTotal)}
      />
      <SwapPanel
        canChangeTotal={formatCount(wallet.canChangeTotal)}
        allowed={canSwap(wallet.canChangeTotal)}
        swapping={swapping}
        onSwap={() => void swap()}
      />
      <Heading as="h2" size="lg">
        {copy.shop.ledgerTitle}
      </Heading>
      <WalletLedger entries={entries.items.map(ledgerItem)} />
      <Pager
        page={entries.page}
        pageCount={entries.pageCount}
        hrefFor={walletPath}
        label={copy.shop.walletPages}
      />
    </ShopPage>
  );
}
