/**
 * `/statlist`: the organisation groups filter and the line / unit / count table, each cell linking
 * to the unit's members. Statistics that cannot be read show 'cannot get Stat' (a request that never
 * reached the service is the route's error).
 */
import type { OrgSummaryRow } from '@lightbearers/api-client';
import { formatCount, orgUnitPath } from '@lightbearers/domain';
import { Alert, Heading, type OrgStatsRow, OrgStatsTable, Spinner } from '@lightbearers/ui';
import { calls } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { QuietPage } from '../QuietPage';
import { organisationStatsCopy as text } from './organisationStatsCopy';

const toStatsRow = (row: OrgSummaryRow): OrgStatsRow => ({
  org1: row.org1,
  org2: row.org2 ?? '',
  count: formatCount(row.count),
  href: orgUnitPath(row.org1, row.org2 ?? ''),
});

export async function loader({ site }: ScreenArgs): Promise<{ rows: OrgStatsRow[] | null }> {
  try {
    const { getOrgSummary } = await calls();
    return { rows: (await getOrgSummary(site.api)).map(toStatsRow) };
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.warn('organisation statistics failed', error);
    return { rows: null };
  }
}

export function meta() {
  return { title: text.title };
}

export function Pending() {
  return (
    <QuietPage width="wide" quiet="rows" data-screen="statlist">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.title}
      </Heading>
      <Spinner />
    </QuietPage>
  );
}

export default function OrganisationStatsScreen() {
  const { rows } = useScreenData<typeof loader>();
  return (
    <QuietPage width="wide" quiet="rows" data-screen="statlist">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.title}
      </Heading>
      {rows ? <OrgStatsTable rows={rows} /> : <Alert tone="danger">{text.failed}</Alert>}
    </QuietPage>
  );
}
