import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { InfoIcon } from '../../icons';
import { OfflineNoticeIcon, OfflineNoticeRoot, OfflineNoticeText } from './OfflineNotice.styles';

export interface OfflineNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** The message; the catalogue's default ('ออฟไลน์อยู่ …') when left out. */
  children?: ReactNode;
}

/**
 * A small banner saying the device is offline and what the member sees meanwhile (the pages read
 * last). A polite live region: it is announced when it appears. The app decides when to show it
 * and where it sits (usually pinned to the bottom of the viewport).
 */
export const OfflineNotice = forwardRef<HTMLDivElement, OfflineNoticeProps>(function OfflineNotice(
  { children, ...rest },
  ref,
) {
  return (
    <OfflineNoticeRoot ref={ref} role="status" data-component="OfflineNotice" {...rest}>
      <OfflineNoticeIcon data-part="Icon" aria-hidden="true">
        <InfoIcon />
      </OfflineNoticeIcon>
      <OfflineNoticeText data-part="Text">{children ?? th.offline.notice}</OfflineNoticeText>
    </OfflineNoticeRoot>
  );
});
