import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteClient } from '../api';
import { loginDialogOpenAtom } from '../app/loginDialog';
import { connectionNotice } from '../offline/connectionNotice';
import { offlineCopy } from '../offline/copy';
import { appStore, sessionAtom } from '../session/store';
import { SESSION } from '../test/fixtures';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { likeAtom, likePost, seedLikes } from './likes';

const { mock } = setupSiteApi();

/** A post's written like state (the atom is null until a tap or a reload writes it). */
function written(id: number, store = appStore) {
  const state = store.get(likeAtom(id));
  if (!state) throw new Error(`post ${id} has no like state written`);
  return state;
}
const client = createSiteClient({ baseUrl: ORIGIN });

afterEach(() => {
  appStore.set(sessionAtom, null);
});

/** A post of the mock data nobody in the session has liked yet, with its likers. */
function unlikedPost() {
  const post = mock.db.posts.find(
    (p) => !(p.attributes.users_permissions_users?.data ?? []).some((u) => u.id === SESSION.userID),
  );
  if (!post) throw new Error('no unliked post in the mock data');
  const likers = (post.attributes.users_permissions_users?.data ?? []).map((u) => ({
    id: u.id,
    name: null,
    picture: null,
  }));
  return { id: post.id, likers, likeCount: likers.length };
}

describe('likePost', () => {
  it('signed out, opens the login dialog and sends nothing', async () => {
    const store = createStore();
    const before = mock.requests.length;
    expect(await likePost(1, { store, client })).toBe('signed-out');
    expect(store.get(loginDialogOpenAtom)).toBe(true);
    expect(mock.requests.length).toBe(before);
  });

  it('shows the like at once, then keeps the service’s liker list', async () => {
    appStore.set(sessionAtom, SESSION);
    const post = unlikedPost();
    seedLikes([post]);
    const pending = likePost(post.id, { client });
    const optimistic = written(post.id);
    expect(optimistic.pending).toBe(true);
    expect(optimistic.count).toBe(post.likeCount + 1);
    expect(optimistic.likers[0]?.id).toBe(SESSION.userID);
    // A second tap while the first is on its way does nothing.
    expect(await likePost(post.id, { client })).toBe('busy');
    expect(await pending).toBe('liked');
    const settled = written(post.id);
    expect(settled.pending).toBe(false);
    expect(settled.count).toBe(post.likeCount + 1);
    expect(settled.likers.some((u) => u.id === SESSION.userID)).toBe(true);
    // And a second toggle takes it back.
    expect(await likePost(post.id, { client })).toBe('unliked');
    expect(written(post.id).count).toBe(post.likeCount);
  });

  it('rolls back when the service fails', async () => {
    appStore.set(sessionAtom, SESSION);
    const post = unlikedPost();
    seedLikes([post]);
    const before = written(post.id);
    mock.fail('POST /api/like/:postId', 500, { times: 1 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await likePost(post.id, { client })).toBe('failed');
    log.mockRestore();
    expect(written(post.id)).toEqual({ ...before, pending: false });
    // The service answered: no word about the connection.
    expect(connectionNotice.getSnapshot()).toBeNull();
  });

  it('offline, changes nothing, sends nothing, and the offline notice says a like needs a connection', async () => {
    appStore.set(sessionAtom, SESSION);
    const post = unlikedPost();
    seedLikes([post]);
    const before = written(post.id);
    const sent = mock.requests.length;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await likePost(post.id, { client })).toBe('offline');
    } finally {
      onLine.mockRestore();
    }
    expect(written(post.id)).toBe(before);
    expect(mock.requests.length).toBe(sent);
    expect(connectionNotice.getSnapshot()).toBe(offlineCopy.like);
  });

  it('a like that got no answer is put back and the notice says it needs a connection', async () => {
    appStore.set(sessionAtom, SESSION);
    const post = unlikedPost();
    seedLikes([post]);
    const before = written(post.id);
    const failing = createSiteClient({
      baseUrl: ORIGIN,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await likePost(post.id, { client: failing })).toBe('failed');
    log.mockRestore();
    expect(written(post.id)).toEqual({ ...before, pending: false });
    expect(connectionNotice.getSnapshot()).toBe(offlineCopy.like);
  });

  it('a tap on a post never written starts from the post’s own likes', async () => {
    // A store of its own (no earlier test wrote this post's atom there); the client's bearer comes
    // from the app's session.
    const store = createStore();
    store.set(sessionAtom, SESSION);
    appStore.set(sessionAtom, SESSION);
    const post = unlikedPost();
    expect(store.get(likeAtom(post.id))).toBeNull();
    expect(await likePost(post, { store, client })).toBe('liked');
    expect(written(post.id, store).count).toBe(post.likeCount + 1);
    expect(await likePost(post, { store, client })).toBe('unliked');
  });

  it('seeding leaves a post with a toggle on its way alone and skips unchanged states', () => {
    const store = createStore();
    store.set(likeAtom(9001), { likers: [], count: 3, pending: true });
    seedLikes([{ id: 9001, likers: [], likeCount: 0 }], store);
    expect(written(9001, store).count).toBe(3);
    seedLikes([{ id: 9002, likers: [{ id: 1, name: null, picture: null }], likeCount: 1 }], store);
    const first = written(9002, store);
    seedLikes([{ id: 9002, likers: [{ id: 1, name: 'x', picture: null }], likeCount: 1 }], store);
    expect(written(9002, store)).toBe(first);
  });
});
