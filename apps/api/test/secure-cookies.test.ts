import { asc } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import * as s from '../src/db/schema.js';
import { backends, harness, type Res, type Served, SHARER, serve } from './helpers.js';

/**
 * The service's cookies (`lb_visitor`, `lb_member`, the OAuth state) carry `Secure` whenever members
 * reach the service over TLS (ADR 020). Behind a TLS-terminating proxy the service itself speaks
 * plain HTTP, so the request's own scheme cannot say it: `PUBLIC_SITE_URL`'s scheme does, or
 * `X-Forwarded-Proto` from a trusted proxy. Over a real socket, plain HTTP, as behind such a proxy.
 */
describe.each(backends())('cookies are Secure behind TLS on $name', (backend) => {
  const h = harness(backend);
  let key = '';
  let server: Served | undefined;
  beforeAll(async () => {
    const [post] = await h.database.db
      .select({ key: s.posts.key })
      .from(s.posts)
      .orderBy(asc(s.posts.id))
      .limit(1);
    key = post!.key;
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const start = async (config: Partial<Config>) => {
    server = await serve(h, config);
    return server;
  };
  const cookie = (r: Res, name: string) => {
    const line = r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
    if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(r.headers.getSetCookie())}`);
    return line;
  };
  const secure = (line: string) => /;\s*Secure(;|$)/i.test(line);

  it('PUBLIC_SITE_URL on https: the short link and the sign-in set Secure cookies', async () => {
    const srv = await start({
      publicSiteUrl: 'https://lightbearers.example',
      google: { clientId: 'gid', clientSecret: 'gsecret', redirectUri: 'https://api.test/cb' },
    });
    const click = await srv.send('GET', `/s/${key}/${SHARER}`);
    expect(click.status).toBe(302);
    expect(secure(cookie(click, 'lb_visitor'))).toBe(true);
    const signIn = await srv.send('POST', '/api/auth/dev', { body: '{"uid":2}' });
    expect(signIn.status, signIn.text).toBe(200);
    expect(secure(cookie(signIn, 'lb_member'))).toBe(true);
    const oauth = await srv.send('GET', '/api/connect/google?nonce=n0nce-0123456789abcdef');
    expect(oauth.status, oauth.text).toBe(302);
    expect(secure(cookie(oauth, 'oauth_state'))).toBe(true);
    expect(secure(cookie(oauth, 'oauth_verifier'))).toBe(true);
  });

  it('PUBLIC_SITE_URL on plain http (development): not Secure, whatever the request claims', async () => {
    const srv = await start({ publicSiteUrl: 'http://localhost:5173' });
    const click = await srv.send('GET', `/s/${key}/${SHARER}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure(cookie(click, 'lb_visitor'))).toBe(false);
  });

  it('a trusted proxy says https with X-Forwarded-Proto', async () => {
    const srv = await start({ publicSiteUrl: 'http://intranet.example', trustProxy: 1, authDev: false });
    const tls = await srv.send('GET', `/s/${key}/${SHARER}`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(secure(cookie(tls, 'lb_visitor'))).toBe(true);
    const plain = await srv.send('GET', `/s/${key}/${SHARER}`, {
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '198.51.100.8' },
    });
    expect(secure(cookie(plain, 'lb_visitor'))).toBe(false);
  });
});
