/**
 * Likes re-render one post (ADR 027): a like tap changes one post's atom, and only that card
 * renders again — the other cards' Profilers see no render.
 */
import type { Post } from '@lightbearers/api-client';
import { makePost } from '@lightbearers/api-client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../session/store';
import { SESSION } from '../test/fixtures';
import { setupSiteApi } from '../test/mockApi';
import { FeedPost } from './FeedPost';
import { likeAtom, seedLikes } from './likes';
import { shareTargetAtom } from './overlays';

const { mock } = setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(shareTargetAtom, null);
});

/** Five posts of the mock service that the session's member has not liked. */
function posts(): Post[] {
  return mock.db.posts
    .filter((p) => !(p.attributes.users_permissions_users?.data ?? []).some((u) => u.id === SESSION.userID))
    .slice(0, 5)
    .map((wire) => {
      const likers = (wire.attributes.users_permissions_users?.data ?? []).map((u) => ({
        id: u.id,
        name: null,
        picture: null,
      }));
      return { ...makePost(wire.id, { type: 'postText' }), id: wire.id, likers, likeCount: likers.length };
    });
}

function renderFeed(list: Post[], renders: Map<number, number>) {
  seedLikes(list);
  return render(
    <Provider store={appStore}>
      <MemoryRouter>
        {list.map((post) => (
          <Profiler
            key={post.id}
            id={String(post.id)}
            onRender={() => renders.set(post.id, (renders.get(post.id) ?? 0) + 1)}
          >
            <FeedPost post={post} authorName={`ผู้เขียน ${post.uid}`} authorPicture={null} signedIn />
          </Profiler>
        ))}
      </MemoryRouter>
    </Provider>,
  );
}

const card = (id: number) => document.querySelector(`[data-post-id="${id}"]`) as HTMLElement;

describe('FeedPost likes', () => {
  it('a tap re-renders only the tapped card, and the count and highlight follow', async () => {
    appStore.set(sessionAtom, SESSION);
    const list = posts();
    const renders = new Map<number, number>();
    renderFeed(list, renders);
    const before = new Map(renders);
    const target = list[2] as Post;
    const like = within(card(target.id)).getByRole('button', { name: /สาธุ/, pressed: false });
    await userEvent.click(like);
    await waitFor(() => expect(appStore.get(likeAtom(target.id))?.pending).toBe(false));
    expect(within(card(target.id)).getByRole('button', { name: /สาธุ/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(appStore.get(likeAtom(target.id))?.count).toBe(target.likeCount + 1);
    // The tapped card rendered again (optimistic, then the answer)…
    expect(renders.get(target.id) ?? 0).toBeGreaterThan(before.get(target.id) ?? 0);
    // …and no other card did.
    for (const post of list)
      if (post.id !== target.id) expect(renders.get(post.id), `card ${post.id}`).toBe(before.get(post.id));
  });

  it('a visitor gets no like toggle; share opens the share dialog for that post', async () => {
    const list = posts().slice(0, 2);
    renderFeed(list, new Map());
    expect(screen.queryByRole('button', { name: /สาธุ/ })).toBeNull();
    await act(async () => {
      await userEvent.click(within(card(list[1]?.id ?? 0)).getByRole('button', { name: /แชร์/ }));
    });
    expect(appStore.get(shareTargetAtom)?.id).toBe(list[1]?.id);
  });
});
