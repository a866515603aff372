/**
 * The profile's posts are the feed's cards (ADR 027): a like there goes through the post's own atom
 * — optimistic, one request at a time, the same state the feed and the post page read — and a
 * visitor gets the feed's behaviour (no like toggle; share opens the page's one share dialog).
 */
import { getProfileByUid, type Profile } from '@lightbearers/api-client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api';
import { forgetLikes, likeAtom } from '../../posts/likes';
import { shareTargetAtom } from '../../posts/overlays';
import { appStore, sessionAtom } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { ProfilePosts } from './ProfilePosts';
import { loadProfilePosts } from './profileData';

const { mock, requests } = setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(shareTargetAtom, null);
  forgetLikes(appStore);
});

/** A member of the mock data with posts, and the first page of their posts tab. */
async function loaded() {
  const uid = mock.db.posts.find((post) => post.attributes.uid !== SESSION.userID)?.attributes.uid;
  if (uid === undefined) throw new Error('the mock data has no posts');
  const profile = (await getProfileByUid(api, uid)) as Profile;
  const first = await loadProfilePosts(api, uid, 'other', 1);
  if (!first.posts.length) throw new Error(`member ${uid} has no posts`);
  return { profile, first: { ...first, failed: false } };
}

async function renderPosts(signedIn: boolean) {
  if (signedIn) appStore.set(sessionAtom, SESSION);
  const { profile, first } = await loaded();
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        <ProfilePosts
          profile={profile}
          tab="other"
          signedIn={signedIn}
          memberId={signedIn ? SESSION.userID : null}
          first={first}
        />
      </MemoryRouter>
    </Provider>,
  );
  return first.posts;
}

const card = (id: number) => document.querySelector(`[data-post-id="${id}"]`) as HTMLElement;
/** The like toggles (a video's play button may also say สาธุ in its title; it is no toggle). */
const likeToggles = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('button', { name: /สาธุ/ })
    .filter((button) => button.hasAttribute('aria-pressed'));
const likeToggle = (id: number) => {
  const [found] = likeToggles(card(id));
  if (!found) throw new Error(`card ${id} has no like toggle`);
  return found;
};

describe('the profile’s posts', () => {
  it('a like goes through the post’s atom: optimistic, a second tap while busy ignored, then the answer', async () => {
    const posts = await renderPosts(true);
    const target = posts.find((post) => !post.likers.some((liker) => liker.id === SESSION.userID));
    if (!target) throw new Error('every post is liked by the session');
    const like = likeToggle(target.id);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = requests().length;
    await act(async () => {
      like.click();
      // The same tap again while the first is on its way: ignored (busy).
      like.click();
    });
    await waitFor(() => expect(appStore.get(likeAtom(target.id))?.pending).toBe(false));
    expect(appStore.get(likeAtom(target.id))?.count).toBe(
      Math.max(target.likeCount, target.likers.length) + 1,
    );
    expect(appStore.get(likeAtom(target.id))?.likers.some((liker) => liker.id === SESSION.userID)).toBe(true);
    expect(likeToggle(target.id)).toHaveAttribute('aria-pressed', 'true');
    // One toggle reached the service.
    const toggles = requests()
      .slice(before)
      .filter((line) => /^POST \/api\/like\//.test(line));
    expect(toggles).toHaveLength(1);
  });

  it('an atom written elsewhere (the feed, the post page) shows on the profile’s card', async () => {
    const posts = await renderPosts(true);
    const target = posts[0];
    if (!target) throw new Error('no post');
    act(() => {
      appStore.set(likeAtom(target.id), {
        likers: [{ id: SESSION.userID, name: SESSION.name, picture: null }],
        count: 4321,
        pending: false,
      });
    });
    expect(likeToggle(target.id)).toHaveAttribute('aria-pressed', 'true');
    expect(card(target.id)).toHaveTextContent('4,321');
  });

  it('a visitor gets no like toggle, and share opens the page’s share dialog for that post', async () => {
    const posts = await renderPosts(false);
    expect(likeToggles(screen.getByTestId('profile-posts'))).toHaveLength(0);
    const target = posts[0];
    if (!target) throw new Error('no post');
    await userEvent.click(within(card(target.id)).getByRole('button', { name: /แชร์/ }));
    expect(appStore.get(shareTargetAtom)?.id).toBe(target.id);
  });
});
