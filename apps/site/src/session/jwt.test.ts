import { afterEach, describe, expect, it } from 'vitest';
import { captureJwtFromAddress, takeJwt } from './jwt';

describe('takeJwt', () => {
  it.each([
    ['/?jwt=abc', 'abc', '/'],
    ['/all/other?jwt=abc&x=1', 'abc', '/all/other?x=1'],
    ['/p/5?uid=3&jwt=a.b.c', 'a.b.c', '/p/5?uid=3'],
    ['/#jwt=abc', 'abc', '/'],
    ['/login#jwt=eyJ.x.y&state=1', 'eyJ.x.y', '/login#state=1'],
    ['/sharer?a=1#jwt=t', 't', '/sharer?a=1'],
    ['/?jwt=', null, '/'],
  ])('%s gives %j and leaves %s', (href, jwt, cleaned) => {
    expect(takeJwt(href)).toEqual({ jwt, cleaned });
  });

  it('leaves an address without a token alone', () => {
    expect(takeJwt('/u7/share?x=1#top')).toEqual({ jwt: null, cleaned: '/u7/share?x=1#top' });
  });

  it('keeps a Thai handle path as the browser has it', () => {
    const path = `/@${encodeURIComponent('สมชาย')}`;
    expect(takeJwt(`${path}?jwt=t`)).toEqual({ jwt: 't', cleaned: path });
  });
});

describe('captureJwtFromAddress', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('takes the token out of the address bar at once (query)', () => {
    history.replaceState(null, '', '/all/other?jwt=secret&x=1');
    expect(captureJwtFromAddress()).toBe('secret');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/all/other?x=1');
  });

  it('takes the token out of the fragment the OAuth redirect uses', () => {
    history.replaceState(null, '', '/#jwt=secret');
    expect(captureJwtFromAddress()).toBe('secret');
    expect(location.href).not.toContain('secret');
  });

  it('does nothing without a token', () => {
    history.replaceState(null, '', '/privacy#top');
    expect(captureJwtFromAddress()).toBeNull();
    expect(`${location.pathname}${location.hash}`).toBe('/privacy#top');
  });
});
