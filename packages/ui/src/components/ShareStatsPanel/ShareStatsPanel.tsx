import type { ClickTier } from '@lightbearers/domain';
import { STATS_EARLIEST } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { clickTierIcons } from '../../internal/clickTier';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { StatRange, type StatRangeValue } from '../StatRange';
import {
  ShareStatsEmpty,
  ShareStatsIcon,
  ShareStatsItem,
  ShareStatsList,
  ShareStatsRoot,
  ShareStatsSection,
  ShareStatsToolbar,
} from './ShareStatsPanel.styles';

/** One shared post, formatted by the app. */
export interface ShareStatsRow {
  /** A stable key (the short link's key). */
  key: string;
  /** The post page (`/p/{id}`); a row without one shows its label as plain text. */
  href?: string | null;
  /** The post's description already cut (domain's `statsPostDescription`), else its short-link key. */
  label: string;
  /** The click total, formatted with thousands separators ('1,234'). */
  clicks: string;
  /** The click icon's tier (domain's `sharedClickTier`): 0 shows none. */
  tier: ClickTier;
}

export interface ShareStatsPanelProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Today's Bangkok day ('YYYY-MM-DD', domain's `bangkokToday()`): the pickers' maximum. */
  today: string;
  /** The chosen days, or `null` for all days (the pickers then show 2022-03-04 to today). */
  range: StatRangeValue | null;
  /** A new range from the pickers, or `null` from the show-all-days link: the app reloads the lists. */
  onRangeChange?: (range: StatRangeValue | null) => void;
  /** Posts the member shared, most clicked first. */
  shared: readonly ShareStatsRow[];
  /** For creators: their posts others shared; the section shows only when given. */
  others?: readonly ShareStatsRow[];
  /** The lists are reloading: the panel is marked busy. */
  loading?: boolean;
  /** Title of the shared list. */
  sharedTitle?: string;
  /** Title of the creators' list. */
  othersTitle?: string;
  /** What an empty list says. */
  emptyLabel?: string;
}

function Rows({
  rows,
  titleId,
  emptyLabel,
}: {
  rows: readonly ShareStatsRow[];
  titleId: string;
  emptyLabel: string;
}) {
  if (rows.length === 0) return <ShareStatsEmpty data-part="Empty">{emptyLabel}</ShareStatsEmpty>;
  return (
    <ShareStatsList data-part="List" aria-labelledby={titleId}>
      {rows.map((row) => {
        const Icon = row.tier === 0 ? null : clickTierIcons[row.tier];
        return (
          <ShareStatsItem
            key={row.key}
            data-tier={row.tier}
            lead={
              <ShareStatsIcon data-part="Icon">
                {Icon ? <Icon label={th.shareStats.tiers[row.tier as Exclude<ClickTier, 0>]} /> : null}
              </ShareStatsIcon>
            }
            href={row.href}
            label={row.label}
            total={th.shareStats.clicks(row.clicks)}
          />
        );
      })}
    </ShareStatsList>
  );
}

/**
 * The profile's share-statistics tab (product §2): two date pickers (2022-03-04 to today), a
 * show-all-days link, the posts the member shared with their click counts and the product's click
 * icons (more than 0, 100, 500, 1000 clicks), and for creators the posts others shared.
 */
export const ShareStatsPanel = forwardRef<HTMLDivElement, ShareStatsPanelProps>(function ShareStatsPanel(
  {
    today,
    range,
    onRangeChange,
    shared,
    others,
    loading = false,
    sharedTitle = th.shareStats.shared,
    othersTitle = th.shareStats.others,
    emptyLabel = th.shareStats.empty,
    ...rest
  },
  ref,
) {
  const sharedId = useId();
  const othersId = useId();
  return (
    <ShareStatsRoot
      ref={ref}
      data-component="ShareStatsPanel"
      data-state={loading ? 'loading' : 'idle'}
      data-range={range ? 'days' : 'all'}
      aria-busy={loading || undefined}
      {...rest}
    >
      <ShareStatsToolbar data-part="Range">
        <StatRange
          today={today}
          value={range ?? { from: STATS_EARLIEST, to: today }}
          onValueChange={(next) => onRangeChange?.(next)}
        />
        {range ? (
          <Button variant="ghost" data-part="AllDays" onClick={() => onRangeChange?.(null)}>
            {th.shareStats.allDays}
          </Button>
        ) : (
          <ShareStatsEmpty data-part="AllDays">{th.shareStats.allDaysShown}</ShareStatsEmpty>
        )}
      </ShareStatsToolbar>
      <ShareStatsSection data-part="Shared">
        <Heading as="h2" size="md" id={sharedId}>
          {sharedTitle}
        </Heading>
        <Rows rows={shared} titleId={sharedId} emptyLabel={emptyLabel} />
      </ShareStatsSection>
      {others ? (
        <ShareStatsSection data-part="Others">
          <Heading as="h2" size="md" id={othersId}>
            {othersTitle}
          </Heading>
          <Rows rows={others} titleId={othersId} emptyLabel={emptyLabel} />
        </ShareStatsSection>
      ) : null}
    </ShareStatsRoot>
  );
});
