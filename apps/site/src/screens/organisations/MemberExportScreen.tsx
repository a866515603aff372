/**
 * `/profileexport` (null layout; staff only, ADR 008): the loader reads every profile page by page
 * (100 a request), then every sharer application (contact details); the screen shows a table of the
 * export's rows and 'Export to XLSX'. While the loader reads, the pending view shows its progress
 * (an atom of the site's store the loader writes page by page).
 */
import type { Page, Profile } from '@lightbearers/api-client';
import {
  bangkokToday,
  type ExportSharerSub,
  formatCount,
  PROFILE_EXPORT_HEADERS,
  profileExportFileName,
  profileExportSheet,
} from '@lightbearers/domain';
import { Alert, Button, Heading, Link, SheetTable, Spinner } from '@lightbearers/ui';
import { atom, useAtomValue } from 'jotai';
import { useState } from 'react';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { QuietPage } from '../QuietPage';
import { memberExportCopy as text } from './memberExportCopy';

type Sheet = ReturnType<typeof profileExportSheet>;

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

/** How far the loader has read: profiles read of the total (null before the first page). */
export const exportProgressAtom = atom<{ read: number; total: number } | null>(null);

export async function loader({ site, session, request }: ScreenArgs) {
  if (!session) return { kind: 'signed-out' as const };
  site.store.set(exportProgressAtom, null);
  try {
    const { getAllProfiles, getAllSharerApplications, isStaffMember } = await calls();
    if (!(await isStaffMember(site.api))) return { kind: 'not-staff' as const };
    const profiles = await getAllProfiles(site.api, (page: Page<Profile>) => {
      // A member who left the page stops the reading at the next page.
      request.signal.throwIfAborted();
      site.store.set(exportProgressAtom, {
        read: Math.min(page.page * page.pageSize, page.total),
        total: page.total,
      });
    });
    const subs = await getAllSharerApplications(site.api);
    const contacts: ExportSharerSub[] = subs.flatMap((s) =>
      s.userId == null ? [] : [{ user: s.userId, tel: s.tel, lineid: s.lineid, address: s.address }],
    );
    return { kind: 'ready' as const, sheet: profileExportSheet(profiles.map(toExport), contacts) };
  } catch (error) {
    if (isNetworkFailure(error) || request.signal.aborted) throw error;
    console.error('profile export failed', error);
    return { kind: 'failed' as const };
  }
}

export function meta() {
  return { title: text.title, noindex: true };
}

/** While the loader reads: a spinner, then the profiles read so far. */
export function Pending() {
  const progress = useAtomValue(exportProgressAtom);
  return (
    <QuietPage width="wide" quiet="rows" data-screen="profileexport">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.title}
      </Heading>
      <p>{text.lead}</p>
      {progress ? (
        <label>
          {text.reading(progress.read, progress.total)}{' '}
          <progress max={progress.total || 1} value={progress.read} aria-label={text.progress} />
        </label>
      ) : (
        <Spinner />
      )}
    </QuietPage>
  );
}

function ExportSheet({ sheet }: { sheet: Sheet }) {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <p role="status">{text.ready(formatCount(sheet.length - 1))}</p>
      <div>
        <Button
          loading={writing}
          disabled={writing}
          onClick={async () => {
            setWriting(true);
            try {
              await writeWorkbook(sheet, profileExportFileName(bangkokToday()));
            } finally {
              setWriting(false);
            }
          }}
        >
          {text.button}
        </Button>
      </div>
      <SheetTable headers={PROFILE_EXPORT_HEADERS} rows={sheet.slice(1)} caption={text.caption} limit={500} />
    </>
  );
}

export default function MemberExportScreen() {
  const data = useScreenData<typeof loader>();
  if (data.kind === 'signed-out')
    return (
      <QuietPage width="wide" quiet="rows" data-screen="profileexport">
        <Heading as="h1" size="xl" wrap="greedy">
          {text.title}
        </Heading>
        <Alert tone="info">{text.signedOut}</Alert>
        <Link href="/login">{copy.login.pageTitle}</Link>
      </QuietPage>
    );
  return (
    <QuietPage width="wide" quiet="rows" data-screen="profileexport">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.title}
      </Heading>
      <p>{text.lead}</p>
      {data.kind === 'not-staff' ? <Alert tone="warning">{text.staffOnly}</Alert> : null}
      {data.kind === 'failed' ? <Alert tone="danger">{text.failed}</Alert> : null}
      {data.kind === 'ready' ? <ExportSheet sheet={data.sheet} /> : null}
    </QuietPage>
  );
}
