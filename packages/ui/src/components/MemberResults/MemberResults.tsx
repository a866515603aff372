import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { MemberLink } from '../../internal/MemberLink';
import type { MemberGridItem } from '../MemberGrid';
import { Spinner } from '../Spinner';
import { MemberResultsEmpty, MemberResultsList, MemberResultsRoot } from './MemberResults.styles';

/** Nothing searched yet (text under the minimum), a search running, or its answer. */
export const memberResultsStates = ['idle', 'loading', 'done'] as const;
export type MemberResultsState = (typeof memberResultsStates)[number];

export interface MemberResultsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The members found (same shape as `MemberGrid`'s items). */
  members: readonly MemberGridItem[];
  /** idle: shows nothing; loading: a spinner; done: the list, or the empty text. */
  state: MemberResultsState;
  /** Shown when a finished search found no one (default the product's 'ไม่พบผลการค้นหา'). */
  emptyText?: string;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * The answers of the member search (product §2 /search): a list of members linking to their profiles,
 * or 'ไม่พบผลการค้นหา'. Changes are announced politely.
 */
export const MemberResults = forwardRef<HTMLDivElement, MemberResultsProps>(function MemberResults(
  { members, state, emptyText = th.search.empty, 'aria-label': label = th.search.results, ...rest },
  ref,
) {
  const shown = state === 'done' ? (members.length > 0 ? 'results' : 'empty') : state;
  return (
    <MemberResultsRoot
      ref={ref}
      data-component="MemberResults"
      data-state={shown}
      aria-live="polite"
      {...rest}
    >
      {shown === 'loading' ? <Spinner label={th.common.loading} /> : null}
      {shown === 'empty' ? <MemberResultsEmpty data-part="Empty">{emptyText}</MemberResultsEmpty> : null}
      {shown === 'results' ? (
        <MemberResultsList data-part="List" aria-label={label}>
          {members.map((member) => (
            <li key={member.uid}>
              <MemberLink member={member} avatarSize="lg" />
            </li>
          ))}
        </MemberResultsList>
      ) : null}
    </MemberResultsRoot>
  );
});
