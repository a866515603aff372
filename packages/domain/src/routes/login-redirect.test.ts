import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginStateRedirect } from './login-redirect';

describe('loginStateRedirect when logged out', () => {
  it.each([
    ['/p/12', '/post/12'],
    ['/p/all', '/post/all'],
    ['/p/12/34', '/post/12/34'],
    ['/p/all?facebook=1', '/post/all?facebook=1'],
    ['/u7', '/user7'],
    ['/u7/share', '/user7/share'],
    ['/@somchai', '/u@somchai'],
    ['/@somchai/youtube#top', '/u@somchai/youtube#top'],
    ['/404', '/404NoLogin'],
    ['/me', '/'],
    ['/coin/basket', '/'],
    ['/coin/wallet/2', '/'],
    ['/coin/order/5', '/'],
  ])('%s goes to %s', (from, to) => {
    expect(loginStateRedirect(from, false)).toBe(to);
  });

  it.each(['/', '/post/12', '/user7/other', '/u@somchai', '/all/other', '/coin', '/topshare', '/privacy'])(
    '%s stays',
    (path) => {
      expect(loginStateRedirect(path, false)).toBeNull();
    },
  );
});

describe('loginStateRedirect when logged in', () => {
  it.each([
    ['/post/12', '/p/12'],
    ['/post/12/34?uid=3', '/p/12/34?uid=3'],
    ['/user7', '/u7'],
    ['/user7/tiktok', '/u7/tiktok'],
    ['/u@somchai', '/@somchai'],
    ['/u@somchai/share', '/@somchai/share'],
    ['/404NoLogin', '/404'],
  ])('%s goes to %s', (from, to) => {
    expect(loginStateRedirect(from, true)).toBe(to);
  });

  it.each(['/p/12', '/u7', '/@somchai/share', '/me', '/coin/basket', '/all/other', '/'])(
    '%s stays',
    (path) => {
      expect(loginStateRedirect(path, true)).toBeNull();
    },
  );
});

describe('loginStateRedirect invariants', () => {
  const path = fc.oneof(
    fc.string(),
    fc
      .tuple(fc.constantFrom('/p/', '/post/', '/u', '/user', '/@', '/u@'), fc.string({ maxLength: 8 }))
      .map(([a, b]) => a + b),
  );

  it('never throws, and a redirect is stable (no loop) in the same login state', () => {
    fc.assert(
      fc.property(path, fc.boolean(), (location, loggedIn) => {
        const target = loginStateRedirect(location, loggedIn);
        if (target !== null) expect(loginStateRedirect(target, loggedIn)).toBeNull();
      }),
    );
  });

  it('twin routes map back to where they came from', () => {
    fc.assert(
      fc.property(fc.constantFrom('/p/5', '/p/all/9', '/u12/share', '/@abc', '/@abc/other'), (location) => {
        const out = loginStateRedirect(location, false)!;
        expect(loginStateRedirect(out, true)).toBe(location);
      }),
    );
  });
});
