import { type ClickTier, collapseStatsList, type Medal } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useState } from 'react';
import * as th from '../../i18n/th';
import { LikeIcon, MedalIcon, TrophyIcon } from '../../icons';
import { clickTierIcons } from '../../internal/clickTier';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import {
  RankingListHidden,
  RankingListIcon,
  RankingListList,
  RankingListMark,
  RankingListMore,
  RankingListRank,
  RankingListRoot,
  RankingListShort,
  RankingListTier,
} from './RankingList.styles';
import { RankingRow } from './RankingRow';

/** One row of a statistics list, formatted. */
export interface RankingListRow {
  /** A stable key (uid or post id). */
  key: string | number;
  /** Where the row leads: '/u{uid}' for a member, '/p/{id}' for a post. */
  href: string;
  /** A member's name, or a post's description already cut (domain's `statsPostDescription`: 100 characters plus '...'). */
  label: string;
  /** The row's figure, formatted with its unit ('1,200 คลิก', '350 แชร์'). */
  total: string;
  /** A post row's type icon (`PostTypeIcon`, named by its type); none for members. */
  icon?: ReactNode;
  /** A post row's short link (external, opens in a new tab). */
  shortLinkHref?: string;
  /** A post row's click icon (domain's `topClickTier`: under 100, 100–499, 500–999, 1,000 and over). */
  tier?: Exclude<ClickTier, 0>;
}

export interface RankingListProps extends ComponentPropsWithoutRef<'div'> {
  /** Every row, best first; 20 show until '...more...' (domain's `collapseStatsList`). */
  rows: readonly RankingListRow[];
  /** Expanded, controlled (with `onExpandedChange`). */
  expanded?: boolean;
  /** Expanded at first, uncontrolled. */
  defaultExpanded?: boolean;
  /** '...more...' was pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** The more button's label (product §2: '...more...'). */
  moreLabel?: string;
  /** What an empty list says. */
  emptyLabel?: string;
}

const medalTone: Record<Medal, Medal> = { gold: 'gold', silver: 'silver', bronze: 'bronze' };

// The community's 'สาธุ' mark (🙏, any skin tone) in a label shows as the house's สาธุ icon, so it
// looks the same on every device, with or without an emoji font; it is still named '🙏'.
const SATHU_MARKS = /\u{1F64F}[\u{1F3FB}-\u{1F3FF}]?/gu;

function labelWithMarks(label: string): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of label.matchAll(SATHU_MARKS)) {
    out.push(label.slice(last, match.index));
    out.push(
      // Keyed by where the mark stands in the label.
      <RankingListMark key={match.index} data-part="Mark">
        <LikeIcon label="🙏" />
      </RankingListMark>,
    );
    last = match.index + match[0].length;
  }
  if (out.length === 0) return label;
  out.push(label.slice(last));
  return out;
}

function TierMark({ tier }: { tier: Exclude<ClickTier, 0> }) {
  const Icon = clickTierIcons[tier];
  return (
    <RankingListTier data-part="Tier" data-tier={tier}>
      <Icon label={th.stats.clickTiers[tier]} />
    </RankingListTier>
  );
}

/**
 * A statistics list (product §2 /topshare, /stat): top sharers, top creators, top posts. Ranks from
 * one, medals on the first three, 20 rows then '...more...'. Rows link to the member or the post;
 * post rows carry their type icon, the cut description, the click icon of their tier, the click
 * total and the short link.
 */
export const RankingList = forwardRef<HTMLDivElement, RankingListProps>(function RankingList(
  {
    rows,
    expanded,
    defaultExpanded = false,
    onExpandedChange,
    moreLabel = th.common.more,
    emptyLabel = th.stats.empty,
    'aria-label': label,
    'aria-labelledby': labelledBy,
    ...rest
  },
  ref,
) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const shown = collapseStatsList(rows, isExpanded);
  const empty = rows.length === 0;
  return (
    <RankingListRoot
      ref={ref}
      data-component="RankingList"
      data-state={empty ? 'empty' : isExpanded ? 'open' : 'closed'}
      {...rest}
    >
      {empty ? (
        <EmptyState data-part="Empty" icon={<TrophyIcon />} title={emptyLabel} />
      ) : (
        <RankingListList data-part="List" aria-label={label} aria-labelledby={labelledBy}>
          {shown.rows.map(({ row, rank, medal }) => (
            <RankingRow
              key={row.key}
              data-medal={medal ?? 'none'}
              lead={
                <>
                  <RankingListRank data-part="Rank">
                    {medal ? <MedalIcon data-tone={medalTone[medal]} label={th.stats.medal[medal]} /> : null}
                    <span aria-hidden="true">{rank}</span>
                    <RankingListHidden>{th.stats.rank(rank)}</RankingListHidden>
                  </RankingListRank>
                  {row.icon ? <RankingListIcon data-part="Icon">{row.icon}</RankingListIcon> : null}
                </>
              }
              href={row.href}
              label={labelWithMarks(row.label)}
              beforeTotal={row.tier ? <TierMark tier={row.tier} /> : null}
              total={row.total}
              trailing={
                row.shortLinkHref ? (
                  <RankingListShort data-part="ShortLink">
                    <Link href={row.shortLinkHref} external variant="standalone">
                      <RankingListHidden>{th.stats.shortLink(rank)}</RankingListHidden>
                    </Link>
                  </RankingListShort>
                ) : null
              }
            />
          ))}
        </RankingListList>
      )}
      {shown.hasMore ? (
        <RankingListMore data-part="More">
          <Button
            variant="ghost"
            onClick={() => {
              if (expanded === undefined) setOwnExpanded(true);
              onExpandedChange?.(true);
            }}
          >
            {moreLabel}
          </Button>
        </RankingListMore>
      ) : null}
    </RankingListRoot>
  );
});
