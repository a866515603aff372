import { pagerPages } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { Link } from '../Link';
import { PagerItem, PagerList, PagerRoot } from './Pager.styles';

export interface PagerProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The page shown (1 is the newest). */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The address of a page (`/coin/page/3`); the app's router renders the links (`LinkProvider`). */
  hrefFor: (page: number) => string;
  /** How many numbers show on each side of the current page (default 2). */
  span?: number;
  /** The navigation's accessible name (default 'เลือกหน้า'). */
  label?: string;
}

/** Page links: 'ใหม่' (newer), the numbers around the current page (marked), 'เก่า' (older). */
export const Pager = forwardRef<HTMLElement, PagerProps>(function Pager(
  { page, pageCount, hrefFor, span = 2, label = th.pager.label, ...rest },
  ref,
) {
  const pages = pagerPages(page, pageCount, span);
  if (pages.length === 0) return null;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages[pages.length - 1] as number);
  const last = Math.max(pageCount, 1);
  return (
    <PagerRoot ref={ref} aria-label={label} data-component="Pager" {...rest}>
      <PagerList>
        <PagerItem data-part="Newer">
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} rel="prev">
              <ChevronLeftIcon size="sm" />
              {th.pager.newer}
            </Link>
          ) : (
            <span aria-disabled="true">
              <ChevronLeftIcon size="sm" />
              {th.pager.newer}
            </span>
          )}
        </PagerItem>
        {pages.map((n) => (
          <PagerItem key={n} data-part="Page" data-state={n === current ? 'active' : 'inactive'}>
            <Link
              href={hrefFor(n)}
              aria-current={n === current ? 'page' : undefined}
              aria-label={th.pager.page(n)}
            >
              {n}
            </Link>
          </PagerItem>
        ))}
        <PagerItem data-part="Older">
          {current < last ? (
            <Link href={hrefFor(current + 1)} rel="next">
              {th.pager.older}
              <ChevronRightIcon size="sm" />
            </Link>
          ) : (
            <span aria-disabled="true">
              {th.pager.older}
              <ChevronRightIcon size="sm" />
            </span>
          )}
        </PagerItem>
      </PagerList>
    </PagerRoot>
  );
});
