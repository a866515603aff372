/**
 * The notices and notifications screens through the real route table (guards, lazy layouts with the
 * member chrome) against the api-client's mock service.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bellAtom } from '../../notifications/bellState';
import { clearStoredLogin } from '../../session/storage';
import { appStore, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';

const site = setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(bellAtom, null);
  clearStoredLogin();
  localStorage.clear();
});

async function visit(path: string, signedIn: boolean) {
  if (signedIn) startSession(SESSION);
  const router = renderRoute(path);
  await waitFor(() => expect(document.querySelector('[data-layout]')).not.toBeNull(), { timeout: 10_000 });
  return router;
}

const at = (router: ReturnType<typeof renderRoute>) => router.state.location.pathname;

const bellText = () => document.querySelector('[data-component="NotificationBell"]')?.textContent ?? '';

describe('/noti', () => {
  it("the bell shows the service's unread count; a tap on /noti marks one read and the count drops at once", async () => {
    const mine = Array.from({ length: 7 }, (_, i) => ({
      id: 900 + i,
      attributes: { msg: `<b>ข้อความ ${i}</b>`, read: i === 0, createdAt: '2026-01-01T00:00:00.000Z' },
    }));
    site.mock.db.notifications.set(SESSION.userID, mine);
    await visit('/noti', true);
    // Six unread, though the bell lists only four.
    await waitFor(() => expect(bellText()).toContain('6'), { timeout: 10_000 });
    const page = await screen.findByTestId('noti-page', {}, { timeout: 10_000 });
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    const rows = within(page).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    const first = rows[0] as HTMLElement;
    expect(first).toHaveAttribute('data-state', 'unread');
    act(() => {
      fireEvent.click(first);
    });
    expect(first).toHaveAttribute('data-state', 'read');
    expect(bellText()).toContain('5');
    expect(bellText()).not.toContain('6');
    await waitFor(() => expect(site.requests()).toContain('PUT /api/readnoti/906'));
    // A read one does nothing more.
    fireEvent.click(rows[6] as HTMLElement);
    expect(bellText()).toContain('5');
  });

  it("an empty list says 'ยังไม่มีการแจ้งเตือนใหม่'", async () => {
    site.mock.db.notifications.set(SESSION.userID, []);
    await visit('/noti', true);
    expect(await screen.findByText('ยังไม่มีการแจ้งเตือนใหม่', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('/notice', () => {
  it('lists the notices newest first, each linking to its page', async () => {
    await visit('/notice', false);
    const page = await screen.findByTestId('notices-page', {}, { timeout: 10_000 });
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    const links = within(page).getAllByRole('link');
    const ids = links.map((a) => Number(a.getAttribute('href')?.replace('/notice/', '')));
    expect(ids.length).toBe(site.mock.db.notices.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('/notice/{id}: markdown without raw HTML, a javascript: link inert, Back to /notice', async () => {
    site.mock.db.notices.push({
      id: 77,
      attributes: {
        topic: 'ประกาศทดสอบ',
        des: '**สำคัญ** อ่าน[ที่นี่](javascript:alert(1)) และ [คู่มือ](https://example.org)\n\n<img src=x onerror="alert(1)">',
        icon: 'info',
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    await visit('/notice/77', false);
    const page = await screen.findByTestId('notice-page', {}, { timeout: 10_000 });
    await waitFor(() => expect(page).toHaveAttribute('data-state', 'ready'));
    expect(within(page).getByRole('heading', { name: 'ประกาศทดสอบ' })).toBeInTheDocument();
    expect(within(page).getByText('สำคัญ').tagName).toBe('STRONG');
    expect(within(page).getByText('ที่นี่').closest('a')).toBeNull();
    expect(page.querySelector('a[href^="javascript"]')).toBeNull();
    expect(page.querySelector('img')).toBeNull();
    expect(within(page).getByRole('link', { name: /คู่มือ/ })).toHaveAttribute('href', 'https://example.org');
    expect(within(page).getByRole('link', { name: 'กลับไปหน้าประกาศ' })).toHaveAttribute('href', '/notice');
  });

  it.each(['/notice/99999', '/notice/abc'])(
    '%s (missing or not a number) goes to /all/other',
    async (path) => {
      const router = await visit(path, false);
      await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
    },
  );

  it('a failed list goes to /all/other', async () => {
    site.mock.fail('GET /api/notices', 500);
    const router = await visit('/notice', false);
    await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
  });
});
