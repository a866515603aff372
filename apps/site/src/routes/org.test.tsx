/**
 * The applications, inner-zone, organisation and staff screens over the api-client's mock service
 * (MSW): what they send, what they show, where they go.
 */
import { REDIRECT_DELAY_MS } from '@lightbearers/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../api';
import { appStore, sessionAtom, startSession } from '../session/store';
import { SESSION } from '../test/fixtures';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { renderRoute } from '../test/renderRoute';
import { ApplicationsRoute } from './applications';
import { OrgSubRoute } from './orgsub';
import { StaffReviewRoute } from './staffReview';
import { StatListMembersRoute } from './statlistMembers';

const { mock, requests } = setupSiteApi();
const client = createSiteClient({ baseUrl: ORIGIN });

afterEach(() => appStore.set(sessionAtom, null));

function show(path: string, element: ReactElement, as: number | null = SESSION.userID) {
  if (as !== null) startSession({ ...SESSION, userID: as, userJWT: `mock-jwt-${as}` });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('/orgsub', () => {
  it('signed out: only the Google sign-in button', () => {
    show('/orgsub', <OrgSubRoute client={client} />, null);
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('saves both levels on the profile, then goes to /u{id} after 1.8 s', async () => {
    const user = userEvent.setup();
    const router = show('/orgsub', <OrgSubRoute client={client} />, 4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'สาย' }), 'ต่างประเทศ');
    const unit = screen.getByRole('combobox', { name: 'หน่วย' });
    await waitFor(() => expect(unit).toBeEnabled());
    expect(requests()).toContain('GET /api/orgs');
    await user.selectOptions(unit, 'ภาค 2');
    await user.click(screen.getByRole('button', { name: 'บันทึกสังกัด' }));
    await screen.findByText(/บันทึกสังกัดเรียบร้อยแล้ว/);
    const saved = Date.now();
    expect(router.state.location.pathname).toBe('/orgsub');
    await waitFor(() => expect(router.state.location.pathname).toBe('/u4'), { timeout: 4_000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 100);
    const profile = mock.db.profiles.find((p) => p.id === 4)?.attributes;
    expect(profile).toMatchObject({ org1: 'ต่างประเทศ', org2: 'ภาค 2' });
  });
});

describe('/sharer and /creator-sub', () => {
  it('sharer: the application, then the profile update with links and affiliation, then the done modal', async () => {
    const user = userEvent.setup();
    const router = show('/sharer', <ApplicationsRoute kind="sharer" client={client} />, 5);
    const tel = await screen.findByRole('textbox', { name: /เบอร์มือถือ/ });
    await user.clear(tel);
    await user.type(tel, '0867777777');
    const youtube = screen.getByRole('textbox', { name: 'YouTube' });
    await user.clear(youtube);
    await user.type(youtube, 'https://youtube.com/@five');
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    const done = await screen.findByRole('alertdialog', { name: 'ลงทะเบียนเรียบร้อยแล้ว' });
    const sent = requests();
    expect(sent.indexOf('POST /api/sharer-subs')).toBeGreaterThan(-1);
    expect(sent.indexOf('POST /api/updateProfile/5')).toBeGreaterThan(sent.indexOf('POST /api/sharer-subs'));
    const links = mock.db.profiles.find((p) => p.id === 5)?.attributes.link ?? [];
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ social: 'youtube', url: 'https://youtube.com/@five' }),
      ]),
    );
    await user.click(within(done).getByRole('button', { name: 'กลับหน้าหลัก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all/other'));
  });

  it('a failed send shows the error and keeps every field', async () => {
    const user = userEvent.setup();
    mock.fail('POST /api/creator-subs', 500);
    show('/creator-sub', <ApplicationsRoute kind="creator" client={client} />, 6);
    const name = await screen.findByRole('textbox', { name: /ชื่อ-นามสกุล/ });
    await user.clear(name);
    await user.type(name, 'ผู้สมัครหก');
    for (const [label, value] of [
      [/เบอร์มือถือ/, '0811111111'],
      [/ไลน์ไอดี/, 'six'],
      [/ที่อยู่/, 'ขอนแก่น'],
    ] as const) {
      const box = screen.getByRole('textbox', { name: label });
      await user.clear(box);
      await user.type(box, value);
    }
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    expect(await screen.findByText(/ส่งข้อมูลไม่สำเร็จ/)).toBeInTheDocument();
    expect(name).toHaveValue('ผู้สมัครหก');
    expect(screen.getByRole('textbox', { name: /ที่อยู่/ })).toHaveValue('ขอนแก่น');
  });
});

describe('staff pages', () => {
  it('/staff/applications: a member who is not staff sees the notice and no list', async () => {
    show('/staff/applications', <StaffReviewRoute client={client} />, 3);
    expect(await screen.findByText('หน้านี้สำหรับทีมงานเท่านั้น')).toBeInTheDocument();
    expect(requests()).not.toContain('GET /api/staff/creator-applications');
  });

  it('/statlist/{org1}/{org2}: a member who is not staff sees other members’ contacts as not shown', async () => {
    const target = mock.db.profiles.find((p) => p.id !== 3)?.attributes;
    const org1 = target?.org1 ?? '';
    const org2 = target?.org2 ?? '';
    // The mock service gives everyone's sharer registrations; the page still shows only what staff may.
    show('/statlist/x/y', <StatListMembersRoute client={client} org1={org1} org2={org2} />, 3);
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByText(/แสดงเฉพาะทีมงานเท่านั้น/)).toBeInTheDocument();
    expect(within(table).getAllByText('ไม่แสดง').length).toBeGreaterThan(0);
    expect(within(table).queryByText(/^08\d{8}$/)).toBeNull();
  });

  it('/statlist/{org1}/{org2} as staff: contact details shown', async () => {
    const target = mock.db.profiles.find((p) => p.attributes.type === 'sharer')?.attributes;
    show(
      '/statlist/x/y',
      <StatListMembersRoute client={client} org1={target?.org1 ?? ''} org2={target?.org2 ?? ''} />,
      1,
    );
    const table = await screen.findByRole('table', {}, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getAllByText(/^08\d{8}$/).length).toBeGreaterThan(0));
    expect(within(table).queryAllByText('ไม่แสดง')).toEqual([]);
  });
});

describe('the route table', () => {
  it.each([
    ['/staff/applications', 'staff-applications'],
    ['/creator-sub', 'creator-sub'],
    ['/sharer', 'sharer'],
    ['/statlist', 'statlist'],
    [`/statlist/${encodeURIComponent('ภูมิภาค')}/${encodeURIComponent('ภาค 1')}`, 'statlist-members'],
    ['/orgsub', 'orgsub'],
    ['/profileexport', 'profileexport'],
  ])('%s renders its screen (not a profile or a placeholder)', async (path, screenName) => {
    startSession(SESSION);
    renderRoute(path);
    await waitFor(() => expect(document.querySelector(`[data-screen="${screenName}"]`)).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(document.querySelector('[data-testid="coming"]')).toBeNull();
  });
});
