/**
 * `/topshare` and `/stat` through the real route table (lazy layouts, the screen's loader) against
 * the api-client's mock service: the range in the address, a picked day as a new address.
 */
import { bangkokToday } from '@lightbearers/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../session/store';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';

const site = setupSiteApi();
// The mock keeps every request it answered: a test reads only its own.
let firstRequest = 0;

beforeEach(() => {
  firstRequest = site.mock.requests.length;
});
afterEach(() => appStore.set(sessionAtom, null));

async function visit(path: string) {
  const router = renderRoute(path);
  const page = await screen.findByTestId('stats-page', {}, { timeout: 10_000 });
  await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'), { timeout: 10_000 });
  return { router, page };
}

/** The ranges the top-sharers list was read for, in order. */
const ranges = () =>
  site.mock.requests
    .slice(firstRequest)
    .map((r) => new URL(r.replace(/^\w+ /, '')))
    .filter((u) => u.pathname === '/stats/get_top_share_by_day')
    .map((u) => `${u.searchParams.get('mdate')}…${u.searchParams.get('mdate2')}`);

describe('/topshare', () => {
  it('loads every section for today, and a picked day is a new address, read by the loader', async () => {
    const { router, page } = await visit('/topshare');
    const calls = site.requests();
    for (const call of [
      'GET /stats/get_top_share_by_day',
      'GET /stats/get_top_click_by_day',
      'GET /stats/creator_been_shared_by_day',
      'GET /stats/user_log_by_date',
      'GET /stats/get_profile_type_num',
      'GET /api/badges',
    ])
      expect(calls).toContain(call);
    const today = bangkokToday();
    expect(ranges()).toEqual([`${today}…${today}`]);
    const from = page.querySelector('input[name="from"]') as HTMLInputElement;
    const to = page.querySelector('input[name="to"]') as HTMLInputElement;
    expect(from.value).toBe(today);
    expect(to.value).toBe(today);
    fireEvent.change(from, { target: { value: '2022-03-04' } });
    await waitFor(() => expect(router.state.location.search).toBe(`?from=2022-03-04&to=${today}`));
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    expect(ranges()).toEqual([`${today}…${today}`, `2022-03-04…${today}`]);
    expect(from.value).toBe('2022-03-04');
    // A 'to' before 'from' is refused: it stays on or after 'from', and no such range is read.
    fireEvent.change(to, { target: { value: '2022-03-01' } });
    expect(to.value >= from.value).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?from=2022-03-04&to=2022-03-04'));
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    expect(ranges().at(-1)).toBe('2022-03-04…2022-03-04');
  });

  it("the address's range is the one read and shown; a range out of bounds is clamped", async () => {
    const { page } = await visit('/stat?from=2021-01-01&to=2022-03-10');
    expect(ranges()).toEqual(['2022-03-04…2022-03-10']);
    expect(page.querySelector('input[name="from"]')).toHaveValue('2022-03-04');
    expect(page.querySelector('input[name="to"]')).toHaveValue('2022-03-10');
  });

  it("the badges' holders are the members awarded them in the chosen range", async () => {
    const awards = site.mock.db.badgeAwards;
    const days = [...new Set(awards.map((a) => a.day))].sort();
    const [from, to] = [days[days.length - 8]!, days[days.length - 1]!];
    const { page } = await visit(`/stat?from=${from}&to=${to}`);
    const asked = site.mock.requests
      .slice(firstRequest)
      .map((r) => new URL(r.replace(/^\w+ /, '')))
      .filter((u) => u.pathname === '/stats/badge_holders_by_day')
      .map((u) => `${u.searchParams.get('day')}…${u.searchParams.get('day2')}`);
    expect(asked).toEqual([`${from}…${to}`]);
    const badge = site.mock.db.badges[0]!;
    const expected = awards.filter((a) => a.badgeId === badge.id && a.day >= from && a.day <= to).length;
    const allTime = awards.filter((a) => a.badgeId === badge.id).length;
    // A range that holds some of the badge's awards, not all of them.
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(allTime);
    const button = await within(page).findByRole('button', { name: new RegExp(badge.attributes.name) });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: badge.attributes.name });
    expect(
      within(dialog)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/u')),
    ).toHaveLength(expected);
  });

  it('a failing statistics service leaves the sections empty, not broken', async () => {
    site.mock.fail('GET /stats/get_top_share_by_day', 500);
    const { page } = await visit('/stat');
    expect(within(page).getByTestId('top-sharers')).toHaveAttribute('data-state', 'empty');
  });
});
