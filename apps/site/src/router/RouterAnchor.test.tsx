/**
 * The router link every ui `Link` renders: a client navigation inside the site, but a page load for
 * the card kiosk's routes, which the service answers with another app (ADR 039).
 */
import { KIOSK_SITE_PAGES } from '@lightbearers/domain';
import { Link, LinkProvider } from '@lightbearers/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterAnchor } from './RouterAnchor';

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

function renderLinks(hrefs: string[], props: Partial<ComponentProps<typeof Link>> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LinkProvider component={RouterAnchor}>
            {hrefs.map((href) => (
              <Link key={href} href={href} {...props}>
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

  it('leaves a modified click and another target to the browser', () => {
    const router = renderLinks(['/notice']);
    fireEvent.click(screen.getByRole('link', { name: '/notice' }), { ctrlKey: true });
    expect(pageLoad).toBe(true);
    expect(router.state.location.pathname).toBe('/all/other');
    renderLinks(['/u@somchai'], { target: '_blank' });
    fireEvent.click(screen.getByRole('link', { name: '/u@somchai' }));
    expect(pageLoad).toBe(true);
  });

  it("runs the link's own click first, and navigates only when it did not prevent it", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const router = renderLinks(['/notice'], { onClick });
    fireEvent.click(screen.getByRole('link', { name: '/notice' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/all/other');
  });
});
