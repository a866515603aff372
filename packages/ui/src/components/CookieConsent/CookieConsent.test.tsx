import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CookieConsent } from './CookieConsent';

describe('CookieConsent', () => {
  it('is a named region with both policy links and an accept button', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const ref = createRef<HTMLElement>();
    render(<CookieConsent privacyHref="/privacy" cookieHref="/cookie" ref={ref} onAccept={onAccept} />);
    const region = screen.getByRole('region', { name: 'การใช้คุกกี้' });
    expect(region).toBe(ref.current);
    expect(region).toHaveAttribute('data-component', 'CookieConsent');
    expect(region).toHaveAttribute('data-position', 'fixed');
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookie');
    await user.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('does not make the page inert (no dialog role, no aria-modal)', () => {
    render(
      <>
        <main>หน้าเว็บ</main>
        <CookieConsent privacyHref="/privacy" cookieHref="/cookie" onAccept={() => {}} position="static" />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('region')).toHaveAttribute('data-position', 'static');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CookieConsent privacyHref="/privacy" cookieHref="/cookie" onAccept={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
