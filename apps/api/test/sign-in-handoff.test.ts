import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, CREATOR, expectError, harness, type Res, type Served, serve } from './helpers.js';

/**
 * The sign-in hand-off (ADR 020, login CSRF): the site accepts a token from its address only with
 * the one-time nonce it kept when this browser started the sign-in. The service's part: every
 * sign-in takes the site's nonce and gives it back beside the token — the OAuth flows in the
 * landing's fragment (`#jwt=…&nonce=…`), the development and LINE sign-ins in their answer — and
 * `LOG_REQUESTS` never writes a token, a code or a nonce. Over a real socket.
 */
const NONCE = 'n0nce-0123456789abcdefABCDEF_-';
const GOOGLE = {
  clientId: 'gid',
  clientSecret: 'gsecret',
  redirectUri: 'https://api.test/api/connect/google/callback',
};
const TIKTOK = {
  clientKey: 'tkey',
  clientSecret: 'tsecret',
  redirectUri: 'https://api.test/api/connect/tiktok/callback',
};

const cookieLine = (r: Res, name: string) => r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const cookieValue = (r: Res, name: string) => /^[^=]+=([^;]*)/.exec(cookieLine(r, name) ?? '')?.[1];

describe.each(backends())('the sign-in hand-off on $name', (backend) => {
  const h = harness(backend);
  let server: Served | undefined;
  beforeAll(async () => {
    await h.login(CREATOR);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await server?.close();
    server = undefined;
  });
  const start = async (config: Parameters<typeof serve>[1] = {}) => {
    server = await serve(h, {
      google: GOOGLE,
      tiktok: TIKTOK,
      loginRedirectUrl: 'https://site.test/me',
      ...config,
    });
    return server;
  };

  it('OAuth starts only with a nonce from the site, and keeps it for the callback', async () => {
    const srv = await start();
    for (const provider of ['google', 'tiktok']) {
      expectError(await srv.send('GET', `/api/connect/${provider}`), 400);
      for (const bad of ['short', 'x'.repeat(300), 'has space inside it!!', '<script>alert(1)</script>'])
        expectError(await srv.send('GET', `/api/connect/${provider}?nonce=${encodeURIComponent(bad)}`), 400);
      const r = await srv.send('GET', `/api/connect/${provider}?nonce=${NONCE}`);
      expect(r.status, r.text).toBe(302);
      expect(cookieValue(r, 'oauth_nonce')).toBe(NONCE);
      expect(cookieLine(r, 'oauth_nonce')).toMatch(/Path=\/api\/connect;.*HttpOnly/i);
    }
  });

  it('the OAuth landing carries the token and the nonce in the fragment; no nonce, no landing', async () => {
    const srv = await start();
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const idToken = `${b64({ alg: 'RS256' })}.${b64({ sub: 'handoff-google-1', email: 'handoff@gmail.com', name: 'ผู้ทดสอบ' })}.sig`;
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ access_token: 'at', id_token: idToken, token_type: 'Bearer', expires_in: 3600 }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const callback = (cookie: string) =>
      srv.send('GET', '/api/connect/google/callback?code=abc&state=st4te', { headers: { cookie } });
    const landed = await callback(
      `oauth_state=st4te; oauth_verifier=verifier-0123456789; oauth_nonce=${NONCE}`,
    );
    expect(landed.status, landed.text).toBe(302);
    const location = new URL(landed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe('https://site.test/me');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('jwt')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(fragment.get('nonce')).toBe(NONCE);
    expect(cookieLine(landed, 'oauth_nonce')).toMatch(/Max-Age=0/i);
    // A callback without the nonce this browser started with lands nowhere.
    expectError(await callback('oauth_state=st4te; oauth_verifier=verifier-0123456789'), 400);
  });

  it('the development and LINE sign-ins give the nonce back beside the token', async () => {
    const srv = await start({ lineChannelId: '1234567890' });
    const dev = await srv.send('POST', '/api/auth/dev', {
      body: JSON.stringify({ uid: CREATOR, nonce: NONCE }),
    });
    expect(dev.status, dev.text).toBe(200);
    expect(dev.body).toMatchObject({ nonce: NONCE, user: { id: CREATOR } });
    const plain = await srv.send('POST', '/api/auth/dev', { body: JSON.stringify({ uid: CREATOR }) });
    expect(plain.status).toBe(200);
    expect(plain.body.nonce).toBeUndefined();
    expectError(
      await srv.send('POST', '/api/auth/dev', { body: JSON.stringify({ uid: CREATOR, nonce: 'bad nonce' }) }),
      400,
    );
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ sub: 'Uhandoff1', email: 'line.handoff@example.org', name: 'ไลน์' }), {
          status: 200,
        }),
    );
    const line = await srv.send('POST', '/api/updateprofileline/Uhandoff1', {
      body: JSON.stringify({ data: { idToken: 'header.payload.signature' }, nonce: NONCE }),
    });
    expect(line.status, line.text).toBe(200);
    expect(line.body.nonce).toBe(NONCE);
  });

  it('LOG_REQUESTS never writes a token, a code or a nonce', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    const srv = await start({ logRequests: true });
    const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2lnbmF0dXJl';
    await srv.send(
      'GET',
      `/coin?jwt=${secret}&nonce=${NONCE}&access_token=AT-secret&id_token=IT-secret&code=CODE-secret&state=STATE-secret&token=T-secret&keep=1`,
    );
    await srv.send('GET', `/api/connect/google/callback?code=CODE-secret2&state=STATE-secret2`);
    const log = lines.join('\n');
    expect(log).toMatch(/GET \/coin\?/);
    expect(log).toContain('keep=1');
    for (const hidden of [secret, NONCE, 'AT-secret', 'IT-secret', 'CODE-secret', 'STATE-secret', 'T-secret'])
      expect(log, hidden).not.toContain(hidden);
  });
});
