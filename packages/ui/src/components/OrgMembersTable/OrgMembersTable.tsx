import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { socialNetworkOrder } from '../../internal/socialNetworks';
import { DataTable, TableEmpty, TableScroller } from '../../internal/table.styles';
import { Avatar } from '../Avatar';
import { Link } from '../Link';
import { Pager } from '../Pager';
import type { ProfileSocialNetwork } from '../ProfileHeader';
import {
  OrgMembersHidden,
  OrgMembersHiddenText,
  OrgMembersLinks,
  OrgMembersTableRoot,
} from './OrgMembersTable.styles';

/** One member of a unit, formatted by the app. A contact value of `null` is one the viewer may not see. */
export interface OrgMemberRow {
  /** The member's user id (the row key). */
  uid: number;
  /** The row number on the whole list ('51' on page 2). */
  number: string;
  name: string;
  /** The profile (`/@{at}` or `/u{uid}`). */
  href: string;
  picture?: string | null;
  /** 'สาย · หน่วย'. */
  org: string;
  lineid: string | null;
  address: string | null;
  tel: string | null;
  /** Social links with a URL. */
  links: ReadonlyArray<{ social: ProfileSocialNetwork; url: string }>;
  /** The member's share total, formatted ('1,234'). */
  total: string;
}

export interface OrgMembersTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The members of the page shown. */
  rows: readonly OrgMemberRow[];
  /** The page shown (1-based). */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** The table's accessible name ('สมาชิก ภูมิภาค · ภาคใต้'). */
  caption: string;
}

function Contact({ value }: { value: string | null }) {
  if (value === null)
    return (
      <span data-part="Hidden">
        <OrgMembersHidden aria-hidden="true">—</OrgMembersHidden>
        <OrgMembersHiddenText>{th.org.hidden}</OrgMembersHiddenText>
      </span>
    );
  return <>{value || '—'}</>;
}

/**
 * The member list of one organisation unit (product §2 `/statlist/{org1}/{org2}`): number, avatar,
 * name linking to the profile, organisation, LINE id, address, phone, social links and total,
 * page by page. Contact details show only what the service gave (staff, ADR 008).
 */
export const OrgMembersTable = forwardRef<HTMLDivElement, OrgMembersTableProps>(function OrgMembersTable(
  { rows, page, pageCount, hrefFor, caption, ...rest },
  ref,
) {
  const captionId = useId();
  return (
    <OrgMembersTableRoot
      ref={ref}
      data-component="OrgMembersTable"
      data-state={rows.length ? 'idle' : 'empty'}
      {...rest}
    >
      <TableScroller tabIndex={0} role="region" aria-labelledby={captionId} data-part="Scroller">
        <DataTable>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" data-numeric="tabular">
                {th.org.number}
              </th>
              <th scope="col">{th.org.picture}</th>
              <th scope="col">{th.org.name}</th>
              <th scope="col">{th.org.unit}</th>
              <th scope="col">{th.org.lineid}</th>
              <th scope="col">{th.org.address}</th>
              <th scope="col">{th.org.tel}</th>
              <th scope="col">{th.org.links}</th>
              <th scope="col" data-numeric="tabular">
                {th.org.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uid} data-part="Row">
                <td data-numeric="tabular">{row.number}</td>
                <td>
                  <Avatar name={row.name} src={row.picture} size="sm" decorative />
                </td>
                <td data-part="Name">
                  <Link href={row.href}>{row.name}</Link>
                </td>
                <td data-part="Org">{row.org}</td>
                <td>
                  <Contact value={row.lineid} />
                </td>
                <td data-part="Address">
                  <Contact value={row.address} />
                </td>
                <td>
                  <Contact value={row.tel} />
                </td>
                <td>
                  {row.links.length ? (
                    <OrgMembersLinks>
                      {socialNetworkOrder
                        .flatMap((social) => row.links.filter((l) => l.social === social))
                        .map((l) => (
                          <li key={l.social}>
                            <Link href={l.url} external>
                              {th.profile.social[l.social]}
                            </Link>
                          </li>
                        ))}
                    </OrgMembersLinks>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-numeric="tabular">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        {rows.length ? null : <TableEmpty data-part="Empty">{th.org.empty}</TableEmpty>}
      </TableScroller>
      <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </OrgMembersTableRoot>
  );
});
