import { type Client, getOrgSummary, type OrgSummaryRow } from '@lightbearers/api-client';
import { formatCount } from '@lightbearers/domain';
import { Alert, type OrgStatsRow, OrgStatsTable, Spinner } from '@lightbearers/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { copyOrg } from '../copyOrg/statlist';
import { unitHref } from './unitHref';
import { WidePage } from './WidePage';

const toStatsRow = (row: OrgSummaryRow): OrgStatsRow => ({
  org1: row.org1,
  org2: row.org2 ?? '',
  count: formatCount(row.count),
  href: unitHref(row.org1, row.org2 ?? ''),
});

/** `/statlist` (spec §2): the organisation groups filter and the line / unit / count table. */
export function StatListRoute({ client = api }: { client?: Client }) {
  const [rows, setRows] = useState<OrgStatsRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getOrgSummary(client).then(
      (summary) => live && setRows(summary.map(toStatsRow)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return (
    <WidePage data-screen="statlist">
      <h1>{copyOrg.statlist.title}</h1>
      {failed ? <Alert tone="danger">{copyOrg.statlist.failed}</Alert> : null}
      {rows ? <OrgStatsTable rows={rows} /> : failed ? null : <Spinner />}
    </WidePage>
  );
}
