/**
 * The router link every ui `Link` renders: a client navigation inside the site, but a page load for
 * the card kiosk's routes, which the service answers with another app (ADR 039).
 */
import { KIOSK_SITE_PAGES } from '@lightbearers/domain';
import { Link, LinkProvider } from '@lightbearers/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterAnchor } from './Root';

/** Whether the last click reached the document with its default (a page load) still to happen. */
let pageLoad: boolean | null = null;
const watch = (event: MouseEvent) => {
  pageLoad = !event.defaultPrevented;
  // happy-dom would otherwise try to load the address.
  event.preventDefault();
};
document.addEventListener('click', watch);
afterEach(() => {
  pageLoad = null;
});

function renderLinks(hrefs: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LinkProvider component={RouterAnchor}>
            {hrefs.map((href) => (
              <Link key={href} href={href}>
                {href}
              </Link>
            ))}
          </LinkProvider>
        ),
      },
    ],
    { initialEntries: ['/all/other'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouterAnchor', () => {
  it('navigates inside the site without a page load', () => {
    const router = renderLinks(['/notice', '/u@somchai']);
    fireEvent.click(screen.getByRole('link', { name: '/notice' }));
    expect(pageLoad).toBe(false);
    expect(router.state.location.pathname).toBe('/notice');
  });

  it.each([...KIOSK_SITE_PAGES, '/card22?x=1', '/card-kiosk/'])(
    'loads the page for the kiosk’s %s',
    (href) => {
      const router = renderLinks([href]);
      const link = screen.getByRole('link', { name: href });
      expect(link).toHaveAttribute('href', href);
      fireEvent.click(link);
      expect(pageLoad).toBe(true);
      expect(router.state.location.pathname).toBe('/all/other');
    },
  );
});
