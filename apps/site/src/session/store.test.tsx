import type { Session } from '@lightbearers/api-client';
import { act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateWithSession, sessionAtom, startSession, useSession } from './store';

const member = (userID: number, name: string): Session => ({
  userID,
  userJWT: `jwt-${userID}`,
  name,
  des: null,
  at: null,
  type: 'sharer',
  picture: null,
  profile_picture: null,
  given_name: null,
  family_name: null,
  google_picture: null,
});
const SERVED = member(14, 'กิตติพงษ์ บุญมา');
const NEWCOMER = member(2, 'สมชาย ใจดี');

function MemberName() {
  return <p>{useSession()?.name ?? 'ผู้เยี่ยมชม'}</p>;
}

/** The page as the service rendered it for `session`: the name inside a Suspense boundary. */
function served(session: Session | null) {
  const store = createStore();
  store.set(sessionAtom, session);
  return renderToString(
    <Provider store={store}>
      <Suspense fallback={null}>
        <MemberName />
      </Suspense>
    </Provider>,
  );
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('useSession while a page hydrates', () => {
  it.each([
    ['another member', SERVED],
    ['a visitor', null],
  ])(
    'a sign-in landing before a part hydrates (page served to %s) changes it after, without a mismatch',
    async (_, session) => {
      const container = document.createElement('div');
      container.innerHTML = served(session);
      document.body.append(container);
      const store = createStore();
      store.set(sessionAtom, session);
      hydrateWithSession(session, store);
      // The part's code arrives after the sign-in has landed (a slow phone).
      let arrive: (module: { default: typeof MemberName }) => void = () => {};
      const LatePart = lazy(
        () => new Promise<{ default: typeof MemberName }>((resolve) => (arrive = resolve)),
      );
      const recoverable = vi.fn();
      const root = await act(async () =>
        hydrateRoot(
          container,
          <Provider store={store}>
            <Suspense fallback={null}>
              <LatePart />
            </Suspense>
          </Provider>,
          { onRecoverableError: recoverable },
        ),
      );
      expect(container.textContent).toBe(session?.name ?? 'ผู้เยี่ยมชม');

      act(() => startSession(NEWCOMER, store));
      await act(async () => arrive({ default: MemberName }));

      expect(recoverable).not.toHaveBeenCalled();
      expect(container.textContent).toBe(NEWCOMER.name);
      act(() => root.unmount());
    },
  );

  it('on the service, the request’s login', () => {
    const store = createStore();
    store.set(sessionAtom, NEWCOMER);
    const html = renderToString(
      <Provider store={store}>
        <MemberName />
      </Provider>,
    );
    expect(html).toContain(NEWCOMER.name);
  });
});
