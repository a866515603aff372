import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { CoinIcon } from '../../icons';
import { Button } from '../Button';
import {
  SwapPanelIcon,
  SwapPanelNote,
  SwapPanelRoot,
  SwapPanelText,
  SwapPanelTitle,
} from './SwapPanel.styles';

export interface SwapPanelProps extends ComponentPropsWithoutRef<'section'> {
  /** can_change_total, formatted: what a swap moves into current_point. */
  canChangeTotal: string;
  /** Domain's `canSwap(can_change_total)`: at least 100 (product §4, §9). */
  allowed: boolean;
  /** The swap call runs: the button shows a spinner and ignores taps. */
  swapping?: boolean;
  /** The swap button was pressed (only when allowed). */
  onSwap?: () => void;
  /** The title's heading level. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Swapping share points for points (product §4 'Point swap'): one share point for one point, the
 * whole of can_change_total at once, allowed from 100. Below that the button is disabled and the
 * panel says the minimum. The app reloads the wallet after a swap (failure: /all/other).
 */
export const SwapPanel = forwardRef<HTMLElement, SwapPanelProps>(function SwapPanel(
  { canChangeTotal, allowed, swapping = false, onSwap, headingLevel = 'h2', ...rest },
  ref,
) {
  const titleId = useId();
  const noteId = useId();
  return (
    <SwapPanelRoot
      ref={ref}
      aria-labelledby={titleId}
      data-component="SwapPanel"
      data-state={swapping ? 'loading' : allowed ? 'enabled' : 'disabled'}
      {...rest}
    >
      <SwapPanelIcon aria-hidden="true">
        <CoinIcon />
      </SwapPanelIcon>
      <SwapPanelText>
        <SwapPanelTitle as={headingLevel} id={titleId}>
          {th.wallet.swapTitle}
        </SwapPanelTitle>
        <SwapPanelNote data-part="Rate">{th.wallet.swapRate}</SwapPanelNote>
        {allowed ? null : (
          <SwapPanelNote id={noteId} data-part="Minimum" data-tone="warning">
            {th.wallet.swapMinimum}
          </SwapPanelNote>
        )}
      </SwapPanelText>
      <Button
        data-part="Swap"
        disabled={!allowed}
        loading={swapping}
        aria-describedby={allowed ? undefined : noteId}
        onClick={onSwap}
      >
        {th.wallet.swapAction(canChangeTotal)}
      </Button>
    </SwapPanelRoot>
  );
});
