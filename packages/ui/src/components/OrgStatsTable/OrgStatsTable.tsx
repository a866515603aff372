import { ORGANISATION_LEVEL1 } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId, useState } from 'react';
import * as th from '../../i18n/th';
import { DataTable, TableEmpty, TableScroller } from '../../internal/table.styles';
import { Link } from '../Link';
import { Select } from '../Select';
import { OrgStatsFilter, OrgStatsTableRoot } from './OrgStatsTable.styles';

/** 'all' or one level-1 group. */
export const ORG_STATS_ALL = 'all';

/** One organisation unit's line: already formatted by the app. */
export interface OrgStatsRow {
  /** Level 1 ('สาย'). */
  org1: string;
  /** Level 2 ('หน่วย'); '' when the members chose none. */
  org2: string;
  /** The member count, formatted ('1,234'). */
  count: string;
  /** Where the cells link (`/statlist/{org1}/{org2}`). */
  href: string;
}

export interface OrgStatsTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Every unit's line, in order. */
  rows: readonly OrgStatsRow[];
  /** The groups the filter offers (default: domain's five level-1 groups). */
  groups?: readonly string[];
  /** Controlled group ('all' or a level-1 group); pair with `onGroupChange`. */
  group?: string;
  /** Uncontrolled initial group (default 'all'). */
  defaultGroup?: string;
  /** The filter changed. */
  onGroupChange?: (group: string) => void;
  /** The table's accessible name (default 'จำนวนสมาชิกตามสังกัด'). */
  caption?: string;
}

/**
 * `/statlist` (product §2): a filter of the five organisation groups plus 'show all', and a table of
 * line (org_1), unit (org_2) and count whose cells link to `/statlist/{org1}/{org2}`.
 */
export const OrgStatsTable = forwardRef<HTMLDivElement, OrgStatsTableProps>(function OrgStatsTable(
  {
    rows,
    groups = ORGANISATION_LEVEL1,
    group,
    defaultGroup = ORG_STATS_ALL,
    onGroupChange,
    caption = th.org.statsCaption,
    ...rest
  },
  ref,
) {
  const [inner, setInner] = useState(defaultGroup);
  const shown = group ?? inner;
  const captionId = useId();
  const visible = shown === ORG_STATS_ALL ? rows : rows.filter((row) => row.org1 === shown);
  return (
    <OrgStatsTableRoot
      ref={ref}
      data-component="OrgStatsTable"
      data-state={visible.length ? 'idle' : 'empty'}
      {...rest}
    >
      <OrgStatsFilter>
        <Select
          label={th.org.group}
          value={shown}
          onChange={(event) => {
            if (group === undefined) setInner(event.target.value);
            onGroupChange?.(event.target.value);
          }}
          options={[
            { value: ORG_STATS_ALL, label: th.org.all },
            ...groups.map((g) => ({ value: g, label: g })),
          ]}
          data-part="Filter"
        />
      </OrgStatsFilter>
      <TableScroller tabIndex={0} role="region" aria-labelledby={captionId} data-part="Scroller">
        <DataTable>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{th.org.org1}</th>
              <th scope="col">{th.org.org2}</th>
              <th scope="col" data-numeric="tabular">
                {th.org.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={`${row.org1}/${row.org2}`} data-part="Row">
                <td>
                  <Link href={row.href}>{row.org1}</Link>
                </td>
                <td>{row.org2 ? <Link href={row.href}>{row.org2}</Link> : '—'}</td>
                <td data-numeric="tabular">
                  <Link href={row.href}>{row.count}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        {visible.length ? null : <TableEmpty data-part="Empty">{th.org.empty}</TableEmpty>}
      </TableScroller>
    </OrgStatsTableRoot>
  );
});
