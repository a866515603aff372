/**
 * `/staff/applications` through the real route table over the api-client's mock service (MSW): who
 * may read the list, and a decision taking the application off it.
 */
import { wireSub, wireUserRef } from '@lightbearers/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';

const { mock, requests } = setupSiteApi();

afterEach(() => appStore.set(sessionAtom, null));

function show(as: number) {
  startSession({ ...SESSION, userID: as, userJWT: `mock-jwt-${as}` });
  return renderRoute('/staff/applications');
}

describe('/staff/applications', () => {
  it('a member who is not staff gets the not-found page and no list', async () => {
    mock.db.creatorSubs.push(wireSub(941, { name: 'ผู้สมัครที่ซ่อนอยู่', user: { data: wireUserRef(4) } }));
    show(3);
    expect(await screen.findByTestId('not-found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests()).toContain('GET /api/staff/me');
    expect(screen.queryByText('ผู้สมัครที่ซ่อนอยู่')).toBeNull();
  });

  it('staff approve an application: it leaves the list, the member is a creator, the list is read again', async () => {
    const user = userEvent.setup();
    mock.db.creatorSubs.push(wireSub(940, { name: 'ผู้สมัครทดสอบ', user: { data: wireUserRef(4) } }));
    show(1);
    const card = await screen.findByRole('article', { name: 'ผู้สมัครทดสอบ' }, { timeout: 10_000 });
    const reads = () => requests().filter((r) => r === 'GET /api/staff/creator-applications').length;
    expect(reads()).toBe(1);
    await user.click(within(card).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('เป็น Creator แล้ว');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'ผู้สมัครทดสอบ' })).toBeNull());
    await waitFor(() => expect(reads()).toBe(2));
    expect(mock.db.profiles.find((p) => p.id === 4)?.attributes.type).toBe('creator');
  });
});
