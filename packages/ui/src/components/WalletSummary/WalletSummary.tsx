import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { WalletSummaryRoot, WalletSummaryTile } from './WalletSummary.styles';

export interface WalletSummaryProps extends ComponentPropsWithoutRef<'dl'> {
  /** current_point, formatted: what the shop can spend. */
  currentPoint: string;
  /** can_change_total, formatted: share points not swapped yet. */
  canChangeTotal: string;
  /** all_time_total, formatted: every share point ever earned. */
  allTimeTotal: string;
}

/**
 * The wallet's three balances (product §3 Wallet) as tiles: points to spend (highlighted), share
 * points waiting for a swap, and share points of all time. Put a `SwapPanel` next to it.
 */
export const WalletSummary = forwardRef<HTMLDListElement, WalletSummaryProps>(function WalletSummary(
  { currentPoint, canChangeTotal, allTimeTotal, ...rest },
  ref,
) {
  const tiles = [
    { part: 'CurrentPoint', label: th.wallet.currentPoint, value: currentPoint, tone: 'accent' },
    { part: 'CanChangeTotal', label: th.wallet.canChangeTotal, value: canChangeTotal, tone: 'default' },
    { part: 'AllTimeTotal', label: th.wallet.allTimeTotal, value: allTimeTotal, tone: 'default' },
  ] as const;
  return (
    <WalletSummaryRoot ref={ref} data-component="WalletSummary" {...rest}>
      {tiles.map((tile) => (
        <WalletSummaryTile key={tile.part} data-part={tile.part} data-tone={tile.tone}>
          <dt>{tile.label}</dt>
          <dd>{th.shop.points(tile.value)}</dd>
        </WalletSummaryTile>
      ))}
    </WalletSummaryRoot>
  );
});
