import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { InfoIcon } from '../../icons';
import { Button } from '../Button';
import { Link } from '../Link';
import {
  OfflineStateDescription,
  OfflineStateIcon,
  OfflineStateNone,
  OfflineStatePageItem,
  OfflineStatePageList,
  OfflineStatePageTime,
  OfflineStateRoot,
  OfflineStateSaved,
  OfflineStateSavedHeading,
  OfflineStateTitle,
} from './OfflineState.styles';

/** One page the app kept for offline reading. */
export interface OfflineStatePage {
  /** Where it is (`/post/2`). */
  href: string;
  /** Its title. */
  title: string;
  /** When it was kept, formatted by the app ('บันทึกไว้เมื่อ 28 ก.ย. 2569 14:05 น.'). */
  saved: string;
  /** The same moment as an ISO timestamp, for the `<time>` element. */
  dateTime: string;
}

export interface OfflineStateProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The page's heading: the device is offline and this page was not kept. */
  title: string;
  /** What happens next (the page opens again by itself when the connection returns). */
  description?: ReactNode;
  /** The retry button's label. */
  retryLabel: string;
  /** Try to open the page again. */
  onRetry: () => void;
  /** A retry is on its way: the button is busy. */
  retrying?: boolean;
  /** Heading of the list of pages readable offline. */
  savedHeading: string;
  /** The pages readable offline, newest first. */
  saved: readonly OfflineStatePage[];
  /** Said in place of the list when nothing is kept. */
  noneSaved?: ReactNode;
}

/**
 * A page that cannot be shown because the device is offline and the page was never kept: says so
 * (never "not found"), offers a retry, and lists what can be read offline. All copy comes from the
 * app, which knows what it keeps. The title is the page's `h1`.
 */
export const OfflineState = forwardRef<HTMLElement, OfflineStateProps>(function OfflineState(
  { title, description, retryLabel, onRetry, retrying = false, savedHeading, saved, noneSaved, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <OfflineStateRoot
      ref={ref}
      data-component="OfflineState"
      data-state={retrying ? 'loading' : 'idle'}
      {...rest}
    >
      <OfflineStateIcon data-part="Icon" aria-hidden="true">
        <InfoIcon />
      </OfflineStateIcon>
      <OfflineStateTitle data-part="Title">{title}</OfflineStateTitle>
      {description ? (
        <OfflineStateDescription data-part="Description">{description}</OfflineStateDescription>
      ) : null}
      <Button data-part="Retry" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
      <OfflineStateSaved data-part="Saved" aria-labelledby={headingId}>
        <OfflineStateSavedHeading id={headingId}>{savedHeading}</OfflineStateSavedHeading>
        {saved.length > 0 ? (
          <OfflineStatePageList>
            {saved.map((page) => (
              <OfflineStatePageItem key={page.href} data-part="Page">
                <Link href={page.href} variant="standalone">
                  {page.title}
                </Link>
                <OfflineStatePageTime dateTime={page.dateTime}>{page.saved}</OfflineStatePageTime>
              </OfflineStatePageItem>
            ))}
          </OfflineStatePageList>
        ) : noneSaved ? (
          <OfflineStateNone data-part="NoneSaved">{noneSaved}</OfflineStateNone>
        ) : null}
      </OfflineStateSaved>
    </OfflineStateRoot>
  );
});
