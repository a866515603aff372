import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentNotice } from './ConsentNotice';

afterEach(() => localStorage.clear());

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
    // happy-dom lays nothing out: the notice is 180 px tall here.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.component === 'CookieConsent' ? 180 : 0;
      },
    });
    try {
      render(<ConsentNotice pathname="/coin/basket" />);
      expect(document.body.style.paddingBottom).toBe('180px');
      await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
      expect(document.body.style.paddingBottom).toBe('');
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    }
  });
});
