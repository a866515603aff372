import { getWallet, getWalletEntries, swapPoints } from '@lightbearers/api-client';
import { canSwap, FALLBACK_PATH, formatCount, notFoundPath, parsePageParam } from '@lightbearers/domain';
import { Heading, Link } from '@lightbearers/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { Pager, SwapPanel, WalletLedger, WalletSummary } from '../shop/lazyViews';
import { useLoad } from '../shop/load';
import { ledgerItem } from '../shop/present';
import { ShopPage, waiting } from '../shop/ShopPage';

export const walletPageHref = (page: number) => (page <= 1 ? '/coin/wallet' : `/coin/wallet/${page}`);

/**
 * `/coin/wallet` and `/coin/wallet/{page}` (members only): the three balances, the swap (allowed
 * from 100; success reloads, failure goes to /all/other — spec §4) and the ledger, 20 a page, whose
 * entries naming an order link to it. A failed load goes to /all/other (spec §8).
 */
export function CoinWalletRoute() {
  const params = useParams();
  const page = params.page === undefined ? 1 : parsePageParam(params.page);
  const navigate = useNavigate();
  const [swapping, setSwapping] = useState(false);
  const [loaded, reload] = useLoad(String(page), async () => {
    const [wallet, entries] = await Promise.all([getWallet(api), getWalletEntries(api, page ?? 1)]);
    return { wallet, entries };
  });
  const failed = loaded.kind === 'failed';
  useEffect(() => {
    if (failed) navigate(FALLBACK_PATH, { replace: true });
  }, [failed, navigate]);
  if (page === null) return <Navigate to={notFoundPath(true)} replace />;

  const swap = async () => {
    setSwapping(true);
    try {
      await swapPoints(api);
      reload();
    } catch {
      navigate(FALLBACK_PATH, { replace: true });
    } finally {
      setSwapping(false);
    }
  };

  return (
    <ShopPage
      title={copy.shop.walletTitle}
      testId="coin-wallet"
      linksLabel={copy.shop.links}
      links={
        <>
          <Link href="/coin" variant="standalone">
            {copy.shop.shopLink}
          </Link>
          <Link href="/coin/order" variant="standalone">
            {copy.shop.ordersLink}
          </Link>
        </>
      }
    >
      {loaded.kind === 'ready' ? (
        <>
          <WalletSummary
            currentPoint={formatCount(loaded.value.wallet.currentPoint)}
            canChangeTotal={formatCount(loaded.value.wallet.canChangeTotal)}
            allTimeTotal={formatCount(loaded.value.wallet.allTimeTotal)}
          />
          <SwapPanel
            canChangeTotal={formatCount(loaded.value.wallet.canChangeTotal)}
            allowed={canSwap(loaded.value.wallet.canChangeTotal)}
            swapping={swapping}
            onSwap={() => void swap()}
          />
          <Heading as="h2" size="lg">
            {copy.shop.ledgerTitle}
          </Heading>
          <WalletLedger entries={loaded.value.entries.items.map(ledgerItem)} />
          <Pager
            page={loaded.value.entries.page}
            pageCount={loaded.value.entries.pageCount}
            hrefFor={walletPageHref}
            label={copy.shop.walletPages}
          />
        </>
      ) : (
        waiting
      )}
    </ShopPage>
  );
}
