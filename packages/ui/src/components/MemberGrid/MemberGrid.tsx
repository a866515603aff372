import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef } from 'react';
import * as th from '../../i18n/th';
import { MemberLink } from '../../internal/MemberLink';
import { Button } from '../Button';
import {
  MemberGridFooter,
  MemberGridList,
  MemberGridName,
  MemberGridRoot,
  MemberGridSentinel,
} from './MemberGrid.styles';

export interface MemberGridItem {
  /** The member's user id (the key). */
  uid: number;
  /** Display name, under the picture. */
  name: string;
  /** Picture URL; initials without one. */
  picture?: string | null;
  /** The profile's address (`userPath(uid, loggedIn)` from domain: `/u{uid}`). */
  href: string;
  /** Creators get the firework marker on their picture. */
  creator?: boolean;
}

export interface MemberGridProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The members loaded so far, in order. */
  members: readonly MemberGridItem[];
  /** More pages exist: the more button shows and the sentinel loads them on scroll. */
  hasMore?: boolean;
  /** A page is loading: the button spins and the sentinel waits. */
  loading?: boolean;
  /** Load the next page (the button, or the sentinel reaching the screen). */
  onMore?: () => void;
  /** The more button's label (default the product's '... more ...'). */
  moreLabel?: string;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * The members directory grid (product §2 /creator): round pictures with names, each linking to the
 * profile, a firework marker on creators, a '... more ...' button and infinite scroll.
 */
export const MemberGrid = forwardRef<HTMLDivElement, MemberGridProps>(function MemberGrid(
  {
    members,
    hasMore = false,
    loading = false,
    onMore,
    moreLabel = th.members.more,
    'aria-label': label = th.members.listLabel,
    ...rest
  },
  ref,
) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest values for the observer callback, without re-observing on every render.
  const latest = useRef({ hasMore, loading, onMore });
  latest.current = { hasMore, loading, onMore };

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observed after each page and loading change on purpose (an observer reports only changes, so a sentinel still on screen after a short page must be looked at again).
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load?.();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [members.length, loading, hasMore]);

  return (
    <MemberGridRoot
      ref={ref}
      data-component="MemberGrid"
      data-state={loading ? 'loading' : 'idle'}
      aria-busy={loading || undefined}
      {...rest}
    >
      <MemberGridList data-part="List" aria-label={label}>
        {members.map((member) => (
          <li key={member.uid} data-part="Item" data-member-type={member.creator ? 'creator' : 'member'}>
            <MemberLink member={member} avatarSize="xl" nameAs={MemberGridName} />
          </li>
        ))}
      </MemberGridList>
      <MemberGridSentinel ref={sentinel} data-part="Sentinel" aria-hidden="true" />
      {hasMore ? (
        <MemberGridFooter data-part="More">
          <Button variant="secondary" loading={loading} onClick={() => onMore?.()}>
            {moreLabel}
          </Button>
        </MemberGridFooter>
      ) : null}
    </MemberGridRoot>
  );
});
