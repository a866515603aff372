import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import * as s from '../src/db/schema.js';
import { startServer } from '../src/index.js';
import { backends, expectError, harness, type Json, NOW } from './helpers.js';

const BASE = { DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-0123456789abcdef' };

describe('configuration fails safe', () => {
  it('keeps the development sign-in and the demo data off unless asked for', () => {
    const dflt = loadConfig(BASE);
    expect(dflt.authDev).toBe(false);
    expect(dflt.seed).toBe('none');
    expect(dflt.trustProxy).toBe(0);
    expect(loadConfig({ ...BASE, AUTH_DEV: 'true', SEED: 'demo' })).toMatchObject({
      authDev: true,
      seed: 'demo',
    });
  });

  it('refuses AUTH_DEV on an address other than loopback', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.2', 'example.org', '[::]'])
      expect(() => loadConfig({ ...BASE, AUTH_DEV: 'true', HOST: host }), host).toThrow(/loopback/);
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(loadConfig({ ...BASE, AUTH_DEV: 'true', HOST: host }).authDev, host).toBe(true);
    expect(loadConfig({ ...BASE, HOST: '0.0.0.0' }).authDev).toBe(false);
  });

  it('takes LIFF_MOCK (LINE as @line/liff-mock) only beside the development sign-in, never in production', () => {
    const LIFF = { ...BASE, LIFF_ID: '2000000000-AbCdEfGh' };
    expect(loadConfig(LIFF).siteSettings.liffMock).toBe(false);
    expect(loadConfig({ ...LIFF, AUTH_DEV: 'true', LIFF_MOCK: 'true' }).siteSettings).toMatchObject({
      liffId: '2000000000-AbCdEfGh',
      liffMock: true,
    });
    // Production: refused even with everything else a development machine has.
    expect(() =>
      loadConfig({ ...LIFF, NODE_ENV: 'production', AUTH_DEV: 'false', LIFF_MOCK: 'true' }),
    ).toThrow(/LIFF_MOCK .* refused when NODE_ENV=production/);
    expect(() => loadConfig({ ...LIFF, NODE_ENV: 'production', LIFF_MOCK: 'yes' })).toThrow(/LIFF_MOCK/);
    // Without the development sign-in (and so on any address but loopback, or behind a proxy).
    expect(() => loadConfig({ ...LIFF, LIFF_MOCK: 'true' })).toThrow(/LIFF_MOCK .* needs AUTH_DEV/);
    expect(() => loadConfig({ ...LIFF, HOST: '0.0.0.0', LIFF_MOCK: 'true' })).toThrow(/LIFF_MOCK/);
    expect(() => loadConfig({ ...LIFF, TRUST_PROXY: '1', LIFF_MOCK: 'true' })).toThrow(/LIFF_MOCK/);
    // Nothing to mock without a LIFF id; a value that is not true or false is an error, not "off".
    expect(() => loadConfig({ ...BASE, AUTH_DEV: 'true', LIFF_MOCK: 'true' })).toThrow(
      /LIFF_MOCK needs LIFF_ID/,
    );
    expect(() => loadConfig({ ...LIFF, AUTH_DEV: 'true', LIFF_MOCK: 'mock' })).toThrow(/LIFF_MOCK must be/);
  });

  it('reads VALKEY_URL (else REDIS_URL) as a redis:// address, and refuses anything else', async () => {
    expect(loadConfig(BASE).valkeyUrl).toBeUndefined();
    expect(loadConfig({ ...BASE, VALKEY_URL: 'valkey://cache:6379/0' }).valkeyUrl).toBe(
      'redis://cache:6379/0',
    );
    expect(loadConfig({ ...BASE, REDIS_URL: 'rediss://user:pw@cache:6380' }).valkeyUrl).toBe(
      'rediss://user:pw@cache:6380',
    );
    expect(
      loadConfig({ ...BASE, VALKEY_URL: 'redis://first:6379', REDIS_URL: 'redis://second:6379' }).valkeyUrl,
    ).toBe('redis://first:6379');
    for (const bad of ['http://cache:6379', 'cache:6379', 'redis://'])
      expect(() => loadConfig({ ...BASE, VALKEY_URL: bad }), bad).toThrow(/VALKEY_URL/);
    // A Valkey that does not answer stops the start, with the reason (never a silent per-process limit).
    await expect(
      startServer({
        config: { ...loadConfig(BASE), port: 0, valkeyUrl: 'redis://127.0.0.1:1' },
        log: () => {},
      }),
    ).rejects.toThrow(/Cannot connect to VALKEY_URL/);
  });

  it('reads TRUST_PROXY as a hop count and CORS origins as an allow-list', () => {
    expect(loadConfig({ ...BASE, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const bad of ['true', '-1', '1.5', 'yes'])
      expect(() => loadConfig({ ...BASE, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    const c = loadConfig({
      ...BASE,
      PUBLIC_SITE_URL: 'https://lightbearers.example/app',
      KIOSK_URL: 'https://kiosk.lightbearers.example',
      CORS_ORIGINS: 'https://preview.lightbearers.example',
    });
    expect(c.corsOrigins).toEqual([
      'https://lightbearers.example',
      'https://kiosk.lightbearers.example',
      'https://preview.lightbearers.example',
    ]);
    expect(() => loadConfig({ ...BASE, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...BASE, CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
  });
});

describe.each(backends())('fail-safe service on $name', (backend) => {
  const h = harness(backend);
  afterEach(() => vi.unstubAllGlobals());

  it('without AUTH_DEV nobody can take a demo (staff) member', async () => {
    const app = createApp({
      database: h.database,
      config: loadConfig({ ...BASE, PUBLIC_SITE_URL: 'https://site.test' }),
    });
    expect((await app.request('/api/connect/dev')).status).toBe(404);
    const r = await app.request('/api/auth/dev', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 1 }),
    });
    expect(r.status).toBe(404);
    expect(((await r.json()) as Json).jwt).toBeUndefined();
  });

  it('the demo seed hands out a staff member only with AUTH_DEV on', async () => {
    for (const authDev of [false, true]) {
      const opened = await backend.open();
      try {
        const server = await startServer({
          config: { ...h.config, seed: 'demo', authDev, port: 0 },
          database: opened.database,
          now: () => NOW,
          log: () => {},
        });
        try {
          const staff = await opened.database.db.select().from(s.members).where(eq(s.members.role, 'staff'));
          expect(staff.length, `AUTH_DEV=${authDev}`).toBe(authDev ? 1 : 0);
          const members = await opened.database.db.select({ id: s.members.id }).from(s.members);
          expect(members.length).toBeGreaterThanOrEqual(40);
        } finally {
          await server.close();
        }
      } finally {
        await opened.database.close();
        await opened.drop();
      }
    }
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY, and x-test-client never outside tests', async () => {
    const hit = async (trustProxy: number, headers: (i: number) => Record<string, string>) => {
      const app = createApp({ database: h.database, config: { ...h.config, rateLimitScale: 1, trustProxy } });
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++)
        statuses.push(
          // An `auth`-limited route (20 a minute): not configured here, so it answers 501.
          (await app.request('/api/connect/google', { headers: headers(i) })).status,
        );
      return statuses;
    };
    // Without TRUST_PROXY, a forged header does not make a new client: the 21st request is limited.
    expect((await hit(0, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }))).at(-1)).toBe(429);
    expect((await hit(0, (i) => ({ 'x-test-client': `client-${i}` }))).at(-1)).toBe(429);
    // One trusted proxy: the address it appended is the client.
    expect(new Set(await hit(1, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` })))).toEqual(new Set([501]));
    // What the client itself wrote to the left of the proxy's entry is ignored.
    expect((await hit(1, (i) => ({ 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` }))).at(-1)).toBe(429);
  });

  it('answers CORS only for the site and the kiosk', async () => {
    const app = createApp({
      database: h.database,
      config: { ...h.config, corsOrigins: ['https://site.test', 'https://kiosk.test'] },
    });
    const preflight = (origin: string) =>
      app.request('/api/posts', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    for (const origin of ['https://site.test', 'https://kiosk.test']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
      const get = await app.request('/api/cats', { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'null', 'https://site.test.evil.example']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
      const get = await app.request('/api/cats', { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
    // The default list: PUBLIC_SITE_URL's origin and the kiosk's.
    expect(h.config.corsOrigins).toContain('https://site.test');
  });

  it('OAuth lands with the JWT in the fragment, never the query, and clears its cookies', async () => {
    const app = createApp({
      database: h.database,
      config: {
        ...h.config,
        loginRedirectUrl: 'https://site.test/me',
        google: {
          clientId: 'gid',
          clientSecret: 'gsecret',
          redirectUri: 'https://api.test/api/connect/google/callback',
        },
      },
    });
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const idToken = `${b64({ alg: 'RS256' })}.${b64({ sub: '111222333444555666777', email: 'oauth.member@gmail.com' })}.sig`;
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ access_token: 'at', id_token: idToken, token_type: 'Bearer', expires_in: 3600 }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    const r = await app.request('/api/connect/google/callback?code=abc&state=st4te', {
      headers: {
        cookie: 'oauth_state=st4te; oauth_verifier=verifier-0123456789; oauth_nonce=n0nce-0123456789abcdef',
      },
    });
    expect(r.status).toBe(302);
    const location = new URL(r.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://site.test/me');
    expect(location.search).toBe('');
    expect(location.searchParams.get('jwt')).toBeNull();
    const jwt = new URLSearchParams(location.hash.slice(1)).get('jwt');
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookies = r.headers.getSetCookie();
    for (const name of ['oauth_state', 'oauth_verifier'])
      expect(
        cookies.find((c) => c.startsWith(`${name}=`)),
        name,
      ).toMatch(/Max-Age=0/i);
    const me = await h.req('GET', '/api/users/me', { token: jwt! });
    expect(me.status).toBe(200);
    expect(me.body.name).toBe('สมาชิก'); // no display name: never the e-mail
  });

  it("checks LINE's nonce and the account the route names", async () => {
    const app = createApp({ database: h.database, config: { ...h.config, lineChannelId: '1234567890' } });
    const sent: URLSearchParams[] = [];
    const answer = (claims: object) =>
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        sent.push(new URLSearchParams(String(init.body)));
        return new Response(JSON.stringify(claims), { status: 200 });
      });
    const post = (uid: string, data: object) =>
      app.request(`/api/updateprofileline/${uid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { idToken: 'header.payload.signature', ...data } }),
      });
    const claims = { sub: 'Unonce1', email: 'nonce1@example.org', name: 'ไลน์', nonce: 'n-0123456789abcdef' };
    answer(claims);
    expect((await post('Unonce1', { nonce: 'n-0123456789abcdef' })).status).toBe(200);
    expect(sent.at(-1)?.get('nonce')).toBe('n-0123456789abcdef'); // LINE checks it too
    expect((await post('Unonce1', { nonce: 'another-nonce-value' })).status).toBe(401);
    expect((await post('Unonce1', {})).status).toBe(401); // the token has a nonce: it must be shown
    answer({ sub: 'Uother', email: 'other@example.org', name: 'อื่น' });
    const wrongAccount = await post('Unonce1', {});
    expect(wrongAccount.status).toBe(401);
    expectError(
      {
        status: wrongAccount.status,
        body: await wrongAccount.json(),
        headers: wrongAccount.headers,
        text: '',
      },
      401,
    );
  });
});
