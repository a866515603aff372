import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentNotice } from './ConsentNotice';
import { CONSENT_COOKIE, consentServedAtom } from './consent';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the page's one flag.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

afterEach(() => {
  localStorage.clear();
  clearCookie();
});

const region = () => screen.queryByRole('region', { name: 'การใช้คุกกี้' });

describe('the cookie notice', () => {
  it('shows until accepted, then stores accept-all and stays closed on the next visit', async () => {
    const first = render(<ConsentNotice pathname="/" />);
    expect(region()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(region()).toBeNull();
    expect(localStorage.getItem('accept-all')).toBe('true');
    first.unmount();
    render(<ConsentNotice pathname="/all/other" />);
    expect(region()).toBeNull();
  });

  it('opening /privacy or /cookie closes it (without accepting)', () => {
    const view = render(<ConsentNotice pathname="/" />);
    expect(region()).not.toBeNull();
    act(() => view.rerender(<ConsentNotice pathname="/cookie" />));
    expect(region()).toBeNull();
    act(() => view.rerender(<ConsentNotice pathname="/all/other" />));
    expect(region()).toBeNull();
    expect(localStorage.getItem('accept-all')).toBeNull();
  });

  it('while open, the page has room below as tall as the notice; accepting gives it back', async () => {
    // happy-dom lays nothing out: the notice's observer reports it 180 px tall.
    const observed: { element: Element; report: (height: number) => void }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(element: Element) {
          observed.push({
            element,
            report: (height) =>
              this.callback(
                [{ target: element, borderBoxSize: [{ blockSize: height, inlineSize: 390 }] } as never],
                this as never,
              ),
          });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    // Reading the notice's height while the page hydrates would lay the whole page out then.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    const reads = vi.fn(() => 0);
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: reads });
    try {
      render(<ConsentNotice pathname="/coin/basket" />);
      expect(reads).not.toHaveBeenCalled();
      expect(observed.map(({ element }) => (element as HTMLElement).dataset.component)).toEqual([
        'CookieConsent',
      ]);
      act(() => observed[0]!.report(180));
      expect(document.body.style.paddingBottom).toBe('180px');
      act(() => observed[0]!.report(232));
      expect(document.body.style.paddingBottom).toBe('232px');
      await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
      expect(document.body.style.paddingBottom).toBe('');
      expect(reads).not.toHaveBeenCalled();
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
      vi.unstubAllGlobals();
    }
  });

  it('accepting also tells the service (a cookie), so its next page comes without the notice', async () => {
    render(<ConsentNotice pathname="/" />);
    expect(document.cookie).not.toContain(`${CONSENT_COOKIE}=1`);
    await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });

  it('a choice stored before the cookie existed is told to the service on the next visit', () => {
    localStorage.setItem('accept-all', 'true');
    render(<ConsentNotice pathname="/" />);
    expect(region()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });
});

describe('the cookie notice in the service’s page', () => {
  /** The notice as the service renders it for a request that did (or did not) say it was accepted. */
  function served(acceptedOnServer: boolean): string {
    const store = createStore();
    store.set(consentServedAtom, acceptedOnServer);
    return renderToString(
      <Provider store={store}>
        <MemoryRouter>
          <ConsentNotice pathname="/all/other" />
        </MemoryRouter>
      </Provider>,
    );
  }

  it('is in the page unless the request’s cookie says it was accepted', () => {
    expect(served(false)).toContain('data-component="CookieConsent"');
    expect(served(true)).not.toContain('data-component="CookieConsent"');
  });

  it('hydrates as served, then follows this browser: no mismatch when the two differ', async () => {
    for (const [page, acceptedHere] of [
      [served(false), true],
      [served(true), false],
    ] as const) {
      if (acceptedHere) localStorage.setItem('accept-all', 'true');
      const container = document.createElement('div');
      container.innerHTML = page;
      document.body.append(container);
      const recoverable = vi.fn();
      const root = await act(async () =>
        hydrateRoot(
          container,
          <MemoryRouter>
            <ConsentNotice pathname="/all/other" />
          </MemoryRouter>,
          { onRecoverableError: recoverable },
        ),
      );
      expect(recoverable).not.toHaveBeenCalled();
      // Then what this browser stored decides.
      expect(container.querySelector('[data-component="CookieConsent"]') === null).toBe(acceptedHere);
      act(() => root.unmount());
      container.remove();
      localStorage.clear();
      clearCookie();
    }
  });
});
