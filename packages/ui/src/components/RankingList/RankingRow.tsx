import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Link } from '../Link';
import { RankingListItem, RankingListName, RankingListTotal } from './RankingList.styles';

export interface RankingRowProps extends Omit<ComponentPropsWithoutRef<'li'>, 'children'> {
  /** Before the label: a rank, a type icon, a click-tier icon. */
  lead?: ReactNode;
  /** The row's label (a name, a post's cut description). */
  label: ReactNode;
  /** Where the label links; without it the label is plain text. */
  href?: string | null;
  /** Between the label and the figure (a post's click tier). */
  beforeTotal?: ReactNode;
  /** The row's figure, formatted with its unit ('1,200 คลิก'). */
  total: ReactNode;
  /** After the figure (a post's short link). */
  trailing?: ReactNode;
}

/**
 * One row of a statistics list: what leads it, the label (a link when it has an address), the
 * figure and what trails it, on one line with a rule below. `RankingList` draws its rows with it,
 * and so does `ShareStatsPanel` (a part of its own: the same row, in one place). Goes in an `<ol>`.
 */
export const RankingRow = forwardRef<HTMLLIElement, RankingRowProps>(function RankingRow(
  { lead, label, href, beforeTotal, total, trailing, ...rest },
  ref,
) {
  return (
    <RankingListItem ref={ref} data-part="Row" {...rest}>
      {lead}
      <RankingListName data-part="Label">
        {href ? (
          <Link href={href} tone="inherit">
            {label}
          </Link>
        ) : (
          label
        )}
      </RankingListName>
      {beforeTotal}
      <RankingListTotal data-part="Total">{total}</RankingListTotal>
      {trailing}
    </RankingListItem>
  );
});
