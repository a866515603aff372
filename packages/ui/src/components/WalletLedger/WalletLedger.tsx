import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { ChevronRightIcon, CoinIcon } from '../../icons';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import {
  WalletLedgerAmount,
  WalletLedgerBalance,
  WalletLedgerDate,
  WalletLedgerEntry,
  WalletLedgerFigures,
  WalletLedgerHidden,
  WalletLedgerList,
  WalletLedgerMessage,
  WalletLedgerRoot,
  WalletLedgerText,
} from './WalletLedger.styles';

/** Which way points moved: in (received) or out (paid), domain's `walletEntryDirection`. */
export const walletLedgerDirections = ['in', 'out'] as const;
export type WalletLedgerDirection = (typeof walletLedgerDirections)[number];

/** One wallet entry, formatted. */
export interface WalletLedgerItem {
  /** The entry id (the list's key). */
  id: number;
  /** When, as a Thai date and time ('4 มี.ค. 2565 09:05'). */
  date: string;
  /** The entry's message (msg), as the service wrote it. */
  message: string;
  /** In or out. */
  direction: WalletLedgerDirection;
  /** The points moved, formatted, without a sign. */
  amount: string;
  /** The balance after it, formatted. */
  total: string;
  /** When the message names an order: its number, formatted ('12'). */
  orderNumber?: string;
  /** And its page, '/coin/order/12'. */
  orderHref?: string;
}

export interface WalletLedgerProps extends ComponentPropsWithoutRef<'div'> {
  /** The entries of this page, newest first. Paging is the app's (`/coin/wallet/{page}`). */
  entries: readonly WalletLedgerItem[];
  /** What an empty ledger says. */
  emptyLabel?: string;
}

/**
 * The wallet's entries (product §2 /coin/wallet, §3 Wallet entry): date, message, a link to the order
 * it names, the signed amount (received in the accent colour, paid in the body colour) and the balance after.
 */
export const WalletLedger = forwardRef<HTMLDivElement, WalletLedgerProps>(function WalletLedger(
  { entries, emptyLabel = th.wallet.empty, ...rest },
  ref,
) {
  const empty = entries.length === 0;
  return (
    <WalletLedgerRoot
      ref={ref}
      data-component="WalletLedger"
      data-state={empty ? 'empty' : 'filled'}
      {...rest}
    >
      {empty ? (
        <EmptyState data-part="Empty" icon={<CoinIcon />} title={emptyLabel} />
      ) : (
        <WalletLedgerList data-part="List">
          {entries.map((entry) => (
            <WalletLedgerEntry key={entry.id} data-part="Entry" data-direction={entry.direction}>
              <WalletLedgerText>
                <WalletLedgerDate data-part="Date">{entry.date}</WalletLedgerDate>
                <WalletLedgerMessage data-part="Message">{entry.message}</WalletLedgerMessage>
                {entry.orderHref && entry.orderNumber ? (
                  <Link
                    href={entry.orderHref}
                    variant="standalone"
                    data-part="Order"
                    leadingIcon={<ChevronRightIcon aria-hidden="true" />}
                  >
                    {th.wallet.orderLink(entry.orderNumber)}
                  </Link>
                ) : null}
              </WalletLedgerText>
              <WalletLedgerFigures>
                <WalletLedgerAmount data-part="Amount">
                  <WalletLedgerHidden>
                    {entry.direction === 'in' ? th.wallet.received : th.wallet.paid}
                  </WalletLedgerHidden>
                  {th.wallet.signed(entry.direction, entry.amount)}
                </WalletLedgerAmount>
                <WalletLedgerBalance data-part="Balance">
                  {th.wallet.balance(entry.total)}
                </WalletLedgerBalance>
              </WalletLedgerFigures>
            </WalletLedgerEntry>
          ))}
        </WalletLedgerList>
      )}
    </WalletLedgerRoot>
  );
});
