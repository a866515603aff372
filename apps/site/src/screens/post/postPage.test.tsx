/**
 * The post page through the real route table and the mock service: the post and its neighbours
 * under the query flags, the arrow keys (not while typing or with the lightbox open), signed-out
 * limits, a missing post → 404, and the like rolled back when the service refuses it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredLogin } from '../../session/storage';
import { appStore, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { arrowStep } from './keys';

const { mock, requests } = setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  clearStoredLogin();
  localStorage.clear();
});

async function visit(path: string, signedIn = true) {
  if (signedIn) startSession(SESSION);
  const router = renderRoute(path);
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, at };
}

const ready = () =>
  waitFor(
    () => expect(document.querySelector('[data-testid="post-page"][data-state="ready"]')).not.toBeNull(),
    {
      timeout: 10_000,
    },
  );
const shown = () => Number(screen.getByTestId('post-view').getAttribute('data-post-id'));

const youtube = () =>
  mock.db.posts
    .filter((p) => p.attributes.type === 'videoYoutube')
    .map((p) => p.id)
    .sort((a, b) => b - a);

describe('arrowStep', () => {
  it('left is previous, right is next; never while typing, with a modifier or a carousel or dialog open', () => {
    expect(arrowStep({ key: 'ArrowLeft', carouselActive: false })).toBe('pre');
    expect(arrowStep({ key: 'ArrowRight', carouselActive: false })).toBe('next');
    expect(arrowStep({ key: 'ArrowRight', carouselActive: true })).toBeNull();
    expect(arrowStep({ key: 'ArrowRight', carouselActive: false, dialogOpen: true })).toBeNull();
    expect(arrowStep({ key: 'ArrowRight', carouselActive: false, altKey: true })).toBeNull();
    expect(arrowStep({ key: 'ArrowUp', carouselActive: false })).toBeNull();
    const input = document.createElement('input');
    expect(arrowStep({ key: 'ArrowRight', carouselActive: false, target: input })).toBeNull();
  });
});

describe('the post page', () => {
  it('/p/all?youtube=1 shows the newest YouTube post; next, the arrow keys and previous keep the flag', async () => {
    const ids = youtube();
    const { at } = await visit('/p/all?youtube=1');
    await ready();
    expect(shown()).toBe(ids[0]);
    await waitFor(() =>
      expect(screen.getByTestId('post-next')).toHaveAttribute('data-target', String(ids[1])),
    );
    fireEvent.click(screen.getByTestId('post-next'));
    await waitFor(() => expect(at()).toBe(`/p/${ids[1]}?youtube=1`));
    await ready();
    await waitFor(() => expect(shown()).toBe(ids[1]));
    await waitFor(() =>
      expect(screen.getByTestId('post-next')).toHaveAttribute('data-target', String(ids[2])),
    );
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(at()).toBe(`/p/${ids[2]}?youtube=1`));
    await waitFor(() => expect(shown()).toBe(ids[2]));
    await waitFor(() =>
      expect(screen.getByTestId('post-previous')).toHaveAttribute('data-target', String(ids[1])),
    );
    // Typing in the comment box keeps the arrows for the text.
    const box = screen.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(at()).toBe(`/p/${ids[2]}?youtube=1`);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(at()).toBe(`/p/${ids[1]}?youtube=1`));
  });

  it('signed out: no like toggle and no comment box; the menu offers share only', async () => {
    const post = mock.db.posts.find((p) => p.attributes.type === 'postText')!;
    await visit(`/post/${post.id}`, false);
    await ready();
    const view = screen.getByTestId('post-view');
    expect(within(view).queryByRole('button', { name: 'สาธุ' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'เขียนความคิดเห็น…' })).toBeNull();
    expect(within(view).getByRole('button', { name: 'แชร์' })).toBeInTheDocument();
  });

  it('a missing post goes to /404', async () => {
    const { at } = await visit('/p/999999');
    await waitFor(() => expect(at()).toBe('/404'), { timeout: 10_000 });
  });

  it('a like the service refuses is rolled back', async () => {
    const post = mock.db.posts.find(
      (p) => !(p.attributes.users_permissions_users?.data ?? []).some((u) => u.id === SESSION.userID),
    )!;
    mock.fail('POST /api/like/:postId', 500);
    await visit(`/p/${post.id}`);
    await ready();
    const like = within(screen.getByTestId('post-view')).getByRole('button', { name: 'สาธุ' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      fireEvent.click(like);
    });
    await waitFor(() => expect(requests()).toContain(`POST /api/like/${post.id}`));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
  });
});
