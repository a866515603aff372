import {
  type Client,
  getAllProfiles,
  getAllSharerApplications,
  isStaffMember,
  type Profile,
} from '@lightbearers/api-client';
import {
  bangkokToday,
  type ExportSharerSub,
  formatCount,
  PROFILE_EXPORT_HEADERS,
  profileExportFileName,
  profileExportSheet,
} from '@lightbearers/domain';
import { Alert, Button, Link, SheetTable, Spinner } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { copy } from '../copy';
import { copyOrg } from '../copyOrg/export';
import { sessionAtom } from '../session/store';
import { WidePage } from './WidePage';

type Sheet = ReturnType<typeof profileExportSheet>;
type State =
  | { kind: 'checking' }
  | { kind: 'not-staff' }
  | { kind: 'reading'; read: number; total: number }
  | { kind: 'ready'; sheet: Sheet }
  | { kind: 'failed' };

/** Writes the sheet as an XLSX file; `xlsx` is loaded only now, on the button (its own chunk). */
export async function writeWorkbook(sheet: Sheet, fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet.map((row) => [...row])), 'profiles');
  XLSX.writeFile(workbook, fileName);
}

const toExport = (p: Profile) => ({
  uid: p.uid,
  name: p.name,
  at: p.at,
  type: p.type,
  org1: p.org1,
  org2: p.org2,
  link: p.links,
});

/**
 * `/profileexport` (spec §2, §7; staff only, ADR 008): every profile read page by page (100 a
 * request) with progress, then every sharer application (contact details); a table of the export's
 * rows and 'Export to XLSX'.
 */
export function ProfileExportRoute({ client = api }: { client?: Client }) {
  const session = useAtomValue(sessionAtom);
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [writing, setWriting] = useState(false);

  useEffect(() => {
    if (!session) return;
    let live = true;
    (async () => {
      if (!(await isStaffMember(client))) {
        if (live) setState({ kind: 'not-staff' });
        return;
      }
      const profiles = await getAllProfiles(client, (page) => {
        if (live)
          setState({
            kind: 'reading',
            read: Math.min(page.page * page.pageSize, page.total),
            total: page.total,
          });
      });
      const subs = await getAllSharerApplications(client);
      const contacts: ExportSharerSub[] = subs.flatMap((s) =>
        s.userId == null ? [] : [{ user: s.userId, tel: s.tel, lineid: s.lineid, address: s.address }],
      );
      if (live) setState({ kind: 'ready', sheet: profileExportSheet(profiles.map(toExport), contacts) });
    })().catch((error: unknown) => {
      console.error(error);
      if (live) setState({ kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [client, session]);

  if (!session)
    return (
      <WidePage data-screen="profileexport">
        <h1>{copyOrg.export.title}</h1>
        <Alert tone="info">{copyOrg.export.signedOut}</Alert>
        <Link href="/login">{copy.login.pageTitle}</Link>
      </WidePage>
    );

  return (
    <WidePage data-screen="profileexport">
      <h1>{copyOrg.export.title}</h1>
      <p>{copyOrg.export.lead}</p>
      {state.kind === 'checking' ? <Spinner /> : null}
      {state.kind === 'not-staff' ? <Alert tone="warning">{copyOrg.export.staffOnly}</Alert> : null}
      {state.kind === 'failed' ? <Alert tone="danger">{copyOrg.export.failed}</Alert> : null}
      {state.kind === 'reading' ? (
        <label>
          {copyOrg.export.reading(state.read, state.total)}{' '}
          <progress max={state.total || 1} value={state.read} aria-label={copyOrg.export.progress} />
        </label>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <p role="status">{copyOrg.export.ready(formatCount(state.sheet.length - 1))}</p>
          <div>
            <Button
              loading={writing}
              disabled={writing}
              onClick={async () => {
                setWriting(true);
                try {
                  await writeWorkbook(state.sheet, profileExportFileName(bangkokToday()));
                } finally {
                  setWriting(false);
                }
              }}
            >
              {copyOrg.export.button}
            </Button>
          </div>
          <SheetTable
            headers={PROFILE_EXPORT_HEADERS}
            rows={state.sheet.slice(1)}
            caption={copyOrg.export.caption}
            limit={500}
          />
        </>
      ) : null}
    </WidePage>
  );
}
