/**
 * The inner-zone form, the organisation statistics and members, and the profile export through the
 * real route table (guards, lazy layouts, the screens' loaders) over the api-client's mock service
 * (MSW): what they read, what they send, what they show, where they go.
 */
import { REDIRECT_DELAY_MS } from '@lightbearers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { exportProgressAtom } from './MemberExportScreen';

const { mock, requests } = setupSiteApi();

afterEach(() => appStore.set(sessionAtom, null));

/** The site at `path`, with member `as` signed in (null: a visitor). */
function show(path: string, as: number | null = SESSION.userID) {
  if (as !== null) startSession({ ...SESSION, userID: as, userJWT: `mock-jwt-${as}` });
  return renderRoute(path);
}

const unitPath = (org1: string, org2: string) =>
  `/statlist/${encodeURIComponent(org1)}/${encodeURIComponent(org2)}`;

describe('/orgsub', () => {
  it('signed out: only the Google sign-in button', async () => {
    show('/orgsub', null);
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('saves both levels on the profile, then goes to /u{id} after 1.8 s', async () => {
    const user = userEvent.setup();
    const router = show('/orgsub', 4);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'สาย' }), 'ต่างประเทศ');
    const unit = screen.getByRole('combobox', { name: 'หน่วย' });
    await waitFor(() => expect(unit).toBeEnabled());
    expect(requests()).toContain('GET /api/orgs');
    await user.selectOptions(unit, 'ภาค 2');
    await user.click(screen.getByRole('button', { name: 'บันทึกสังกัด' }));
    await screen.findByText(/บันทึกสังกัดเรียบร้อยแล้ว/);
    const saved = Date.now();
    expect(router.state.location.pathname).toBe('/orgsub');
    // `/u4`, which the profile's loader answers with the profile's own address (its default tab).
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/u4(\/|$)/), { timeout: 4_000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 100);
    const profile = mock.db.profiles.find((p) => p.id === 4)?.attributes;
    expect(profile).toMatchObject({ org1: 'ต่างประเทศ', org2: 'ภาค 2' });
  });
});

describe('/statlist', () => {
  it('the loader reads the summary; each unit links to its members', async () => {
    show('/statlist', null);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const unit = mock.db.profiles[0]?.attributes;
    const link = within(table)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === unitPath(unit?.org1 ?? '', unit?.org2 ?? ''));
    expect(link).toBeDefined();
  });

  it("statistics that cannot be read say 'cannot get Stat'", async () => {
    mock.fail('GET /stats/org1_org2', 500);
    const router = show('/statlist', null);
    expect(
      await screen.findByText('โหลดสถิติไม่สำเร็จ (cannot get Stat)', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/statlist');
  });
});

describe('/statlist/{org1}/{org2}', () => {
  it('a member who is not staff sees other members’ contacts as not shown', async () => {
    const target = mock.db.profiles.find((p) => p.id !== 3)?.attributes;
    // The mock service gives everyone's sharer registrations; the page still shows only what staff may.
    show(unitPath(target?.org1 ?? '', target?.org2 ?? ''), 3);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText(/แสดงเฉพาะทีมงานเท่านั้น/)).toBeInTheDocument();
    expect(within(table).getAllByText('ไม่แสดง').length).toBeGreaterThan(0);
    expect(within(table).queryByText(/^08\d{8}$/)).toBeNull();
  });

  it('as staff: contact details shown, and the unit dropdown starts with the group’s units', async () => {
    const target = mock.db.profiles.find((p) => p.attributes.type === 'sharer')?.attributes;
    show(unitPath(target?.org1 ?? '', target?.org2 ?? ''), 1);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getAllByText(/^08\d{8}$/).length).toBeGreaterThan(0);
    expect(within(table).queryAllByText('ไม่แสดง')).toEqual([]);
    expect(screen.queryByText(/แสดงเฉพาะทีมงานเท่านั้น/)).toBeNull();
    const unit = screen.getByRole('combobox', { name: 'หน่วย' });
    expect(unit).toBeEnabled();
    expect(unit).toHaveValue(target?.org2);
  });

  it('another unit picked in the dropdowns is a new address, read by its loader', async () => {
    const user = userEvent.setup();
    const router = show(unitPath('ภูมิภาค', 'ภาค 1'), 1);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'หน่วย' }), 'ภาค 2');
    await waitFor(() => expect(router.state.location.pathname).toBe(unitPath('ภูมิภาค', 'ภาค 2')));
    await waitFor(() => expect(screen.getByRole('table')).toHaveAccessibleName(/ภาค 2/));
  });

  it('the page of the address (?page=2) is the page read', async () => {
    const before = mock.requests.length;
    show(`${unitPath('ภูมิภาค', 'ภาค 1')}?page=2`, 1);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    // The mock keeps every request it answered: this test's only.
    const read = mock.requests
      .slice(before)
      .map(decodeURIComponent)
      .find((r) => /\/api\/profiles\?.*filters\[org1\]/.test(r));
    expect(read).toContain('pagination[page]=2');
  });
});

describe('/profileexport', () => {
  it('a member who is not staff: the notice, and no profile read', async () => {
    show('/profileexport', 3);
    expect(await screen.findByText('หน้านี้สำหรับทีมงานเท่านั้น', {}, { timeout: 10_000 })).toBeVisible();
    expect(requests()).not.toContain('GET /api/profiles');
  });

  it('staff: every profile read, with the progress written as the pages come', async () => {
    const seen: Array<{ read: number; total: number } | null> = [];
    const unsubscribe = appStore.sub(exportProgressAtom, () => seen.push(appStore.get(exportProgressAtom)));
    show('/profileexport', 1);
    expect(await screen.findByText(/^อ่านครบ/, {}, { timeout: 10_000 })).toBeVisible();
    unsubscribe();
    const total = mock.db.profiles.length;
    expect(seen.at(-1)).toEqual({ read: total, total });
    expect(screen.getByRole('button', { name: 'Export to XLSX' })).toBeEnabled();
  });
});

describe('the route table', () => {
  // The back office's page opens for staff only (the mock's staff: member 1).
  const STAFF = { ...SESSION, userID: 1, userJWT: 'mock-jwt-1' };
  it.each([
    ['/staff/applications', 'staff-applications', STAFF],
    ['/creator-sub', 'creator-sub', SESSION],
    ['/sharer', 'sharer', SESSION],
    ['/statlist', 'statlist', SESSION],
    [unitPath('ภูมิภาค', 'ภาค 1'), 'statlist-members', SESSION],
    ['/orgsub', 'orgsub', SESSION],
    ['/profileexport', 'profileexport', SESSION],
  ])('%s renders its screen (not a profile or a placeholder)', async (path, screenName, session) => {
    startSession(session);
    renderRoute(path);
    await waitFor(() => expect(document.querySelector(`[data-screen="${screenName}"]`)).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(document.querySelector('[data-testid="coming"]')).toBeNull();
  });
});
