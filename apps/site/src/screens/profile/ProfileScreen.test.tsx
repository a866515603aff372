/**
 * The profile screen's addresses (product §2): the address bar rewritten to the profile's own address
 * (by handle when it has one), sharers on the share tab and others on their posts, a missing
 * profile to /all/other — through the real route table, guards and screen, against the mock API.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredLogin } from '../../session/storage';
import { appStore, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';

const { mock } = setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  clearStoredLogin();
  localStorage.clear();
});

function visit(path: string, signedIn: boolean) {
  if (signedIn) startSession(SESSION);
  const router = renderRoute(path);
  return () => decodeURIComponent(router.state.location.pathname);
}

const profiles = () => mock.db.profiles.map((p) => p.attributes);
const withHandle = (type: 'creator' | 'sharer') => {
  const found = profiles().find((p) => p.at && p.type === type);
  if (!found) throw new Error(`the mock data has no ${type} with a handle`);
  return found;
};
const withoutHandle = () => {
  const found = profiles().find((p) => !p.at);
  if (!found) throw new Error('the mock data has no member without a handle');
  return found;
};

describe('profile addresses', () => {
  it('signed in, /u{id} of a creator with a handle becomes /@{at}/other', async () => {
    const creator = withHandle('creator');
    const at = visit(`/u${creator.uid}`, true);
    await waitFor(() => expect(at()).toBe(`/@${creator.at}/other`), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 1, name: creator.name })).toBeInTheDocument();
  });

  it('a sharer opens on the share tab', async () => {
    const sharer = withHandle('sharer');
    const at = visit(`/@${sharer.at}`, true);
    await waitFor(() => expect(at()).toBe(`/@${sharer.at}/share`), { timeout: 10_000 });
    expect(await screen.findByTestId('share-stats', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('a member without a handle keeps /u{uid}/{tab}; a given tab is kept', async () => {
    const member = withoutHandle();
    const at = visit(`/u${member.uid}/youtube`, true);
    await screen.findByTestId('profile', {}, { timeout: 10_000 });
    await waitFor(() => expect(at()).toBe(`/u${member.uid}/youtube`));
  });

  it('signed out, /user{id} becomes /u@{at}/{tab}', async () => {
    const creator = withHandle('creator');
    const at = visit(`/user${creator.uid}`, false);
    await waitFor(() => expect(at()).toBe(`/u@${creator.at}/other`), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeNull();
  });

  it('/me is the signed-in member, with the owner controls', async () => {
    const own = profiles().find((p) => p.uid === SESSION.userID);
    if (!own) throw new Error('the mock data has no profile for the session');
    const at = visit('/me', true);
    expect(
      await screen.findByRole('button', { name: 'แก้ไขโปรไฟล์' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(at()).toMatch(own.at ? `/@${own.at}/` : `/u${own.uid}/`));
  });

  it('a missing profile goes to /all/other', async () => {
    const at = visit('/u99999', true);
    await waitFor(() => expect(at()).toBe('/all/other'), { timeout: 10_000 });
  });
});
