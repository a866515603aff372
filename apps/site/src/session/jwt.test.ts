import { afterEach, describe, expect, it } from 'vitest';
import { captureJwtFromAddress, takeJwt } from './jwt';

describe('takeJwt', () => {
  it.each([
    ['/?jwt=abc', 'abc', null, '/'],
    ['/all/other?jwt=abc&x=1', 'abc', null, '/all/other?x=1'],
    ['/p/5?uid=3&jwt=a.b.c&nonce=n1', 'a.b.c', 'n1', '/p/5?uid=3'],
    ['/#jwt=abc', 'abc', null, '/'],
    ['/me#jwt=abc&nonce=n2', 'abc', 'n2', '/me'],
    ['/login#jwt=eyJ.x.y&state=1', 'eyJ.x.y', null, '/login#state=1'],
    ['/sharer?a=1#jwt=t&nonce=n3', 't', 'n3', '/sharer?a=1'],
    ['/?jwt=', null, null, '/'],
    // The fragment (where the service puts them) comes first; both places are cleaned.
    ['/coin?jwt=q&nonce=qn#jwt=h&nonce=hn', 'h', 'hn', '/coin'],
    ['/coin?jwt=q&nonce=qn#jwt=', 'q', 'qn', '/coin'],
  ])('%s gives %j with nonce %j and leaves %s', (href, jwt, nonce, cleaned) => {
    expect(takeJwt(href)).toEqual({ jwt, nonce, cleaned });
  });

  it('leaves an address without a token alone', () => {
    expect(takeJwt('/u7/share?x=1#top')).toEqual({ jwt: null, nonce: null, cleaned: '/u7/share?x=1#top' });
  });

  it('keeps a Thai handle path as the browser has it', () => {
    const path = `/@${encodeURIComponent('สมชาย')}`;
    expect(takeJwt(`${path}?jwt=t`)).toEqual({ jwt: 't', nonce: null, cleaned: path });
  });
});

describe('captureJwtFromAddress', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('takes the token out of the address bar at once (query)', () => {
    history.replaceState(null, '', '/all/other?jwt=secret&x=1');
    expect(captureJwtFromAddress()).toEqual({ jwt: 'secret', nonce: null });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/all/other?x=1');
  });

  it('takes the token out of the fragment the OAuth redirect uses', () => {
    history.replaceState(null, '', '/#jwt=secret&nonce=n0nce');
    expect(captureJwtFromAddress()).toEqual({ jwt: 'secret', nonce: 'n0nce' });
    expect(location.href).not.toContain('secret');
    expect(location.href).not.toContain('n0nce');
  });

  it('does nothing without a token', () => {
    history.replaceState(null, '', '/privacy#top');
    expect(captureJwtFromAddress()).toBeNull();
    expect(`${location.pathname}${location.hash}`).toBe('/privacy#top');
  });
});
