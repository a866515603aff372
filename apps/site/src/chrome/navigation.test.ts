import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../routes';
import {
  accountMenuLinks,
  bottomNavLinks,
  footerLinks,
  headerLinks,
  sideNavCategories,
  sideNavLinks,
} from './navigation';

/** The route a link opens, other than the catch-alls (a profile handle, the 404). */
function routeOf(href: string): string | undefined {
  const pathname = href.split('?')[0] ?? href;
  const match = matchRoutes(
    ROUTE_TABLE.map((r) => ({ path: r.path })),
    pathname,
  )?.at(-1);
  const path = match?.route.path;
  return path === '*' || path === '/:profile' ? undefined : path;
}

describe('the chrome’s links', () => {
  const every = [
    ...Object.values(headerLinks(true)),
    ...Object.values(headerLinks(false)),
    ...Object.values(accountMenuLinks),
    ...Object.values(sideNavLinks),
    ...Object.values(bottomNavLinks(1024)).filter((href) => href !== '/u1024'),
    ...Object.values(footerLinks),
    ...sideNavCategories([{ id: 2, name: 'ทำบุญ' }]).map((c) => c.href),
  ];

  it.each(every)('%s is one of the site’s own routes', (href) => {
    expect(routeOf(href)).toBeDefined();
  });

  it('the addresses the product names', () => {
    expect(headerLinks(false).home).toBe('/');
    expect(headerLinks(true)).toEqual({ home: '/all/other', search: '/search', basket: '/coin/basket' });
    expect(accountMenuLinks).toEqual({ wallet: '/coin/wallet', sharer: '/sharer' });
    expect(Object.values(sideNavLinks)).toEqual([
      '/all/other',
      '/p/all',
      '/topshare',
      '/creator',
      '/all/youtube',
      '/all/tiktok',
      '/p/all?facebook=1',
      '/p/all?twitter=1',
      '/p/all?photo=1&link=1&text=1',
      '/coin',
      '/coin/wallet',
      '/search',
    ]);
    expect(bottomNavLinks(1024)).toEqual({
      home: '/all/other',
      topShare: '/topshare',
      profile: '/u1024',
      creators: '/creator',
    });
    expect(sideNavCategories([{ id: 2, name: 'ทำบุญ' }])).toEqual([
      { id: 2, name: 'ทำบุญ', href: '/all/cat/2' },
    ]);
    expect(footerLinks).toEqual({ privacy: '/privacy', cookie: '/cookie', service: '/service', app: '/app' });
  });
});
