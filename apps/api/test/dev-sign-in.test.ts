import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { backends, harness, type Res, type Served, STAFF, serve } from './helpers.js';

/**
 * The development sign-in hands out demo member 1, who is staff. It must answer this machine only
 * (ADR 020): a reverse proxy on the same host connects from 127.0.0.1 too, so the loopback listen
 * address alone does not keep it local. Every request goes over a real socket.
 */
const BASE = { DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-0123456789abcdef' };

describe('the development sign-in and a trusted proxy', () => {
  it('refuses to start with AUTH_DEV and TRUST_PROXY together', () => {
    expect(() => loadConfig({ ...BASE, AUTH_DEV: 'true', TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...BASE, AUTH_DEV: 'true', TRUST_PROXY: '0' }).authDev).toBe(true);
    expect(loadConfig({ ...BASE, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe.each(backends())('the development sign-in stays local on $name', (backend) => {
  const h = harness(backend);
  let server: Served;
  beforeAll(async () => {
    server = await serve(h);
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (headers: Record<string, string> = {}) =>
    server.send('POST', '/api/auth/dev', { body: '{"uid":1}', headers });
  const list = (headers: Record<string, string> = {}) => server.send('GET', '/api/connect/dev', { headers });
  const refused = (r: Res, why: string) => {
    expect(r.status, `${why}: ${r.text.slice(0, 200)}`).toBe(403);
    expect(r.body?.jwt, why).toBeUndefined();
    expect(r.body?.error?.name, why).toBe('ForbiddenError');
  };

  it('answers a browser on this machine', async () => {
    const r = await signIn();
    expect(r.status, r.text).toBe(200);
    expect(r.body.user.id).toBe(STAFF);
    expect(r.body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const host of [`localhost:${server.port}`, `[::1]:${server.port}`, '127.0.0.1'])
      expect((await list({ host })).status, host).toBe(200);
  });

  it('refuses a request a reverse proxy forwarded', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.50' },
      { forwarded: 'for=203.0.113.50' },
      { forwarded: 'for="[2001:db8::50]";proto=https' },
      { 'x-real-ip': '203.0.113.50' },
      // Even a proxy that names loopback as the client is a proxy.
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      refused(await signIn(headers), JSON.stringify(headers));
      refused(await list(headers), JSON.stringify(headers));
    }
  });

  it('refuses a Host that is not a loopback name (DNS rebinding, a proxy passing the public name)', async () => {
    for (const host of [
      'evil.example',
      `rebind.evil.example:${server.port}`,
      'lightbearers.example',
      '127.0.0.1.evil.example',
      'localhost.evil.example',
      '0.0.0.0',
      '10.0.0.2:1337',
    ]) {
      refused(await signIn({ host }), host);
      refused(await list({ host }), host);
    }
  });

  it("refuses HTTP/1.0, what nginx's default proxy_pass speaks (no forwarding header, Host rewritten to loopback)", async () => {
    const raw = (version: string) =>
      new Promise<string>((resolve, reject) => {
        // Written without a half-close: the server answers, then closes (Connection: close).
        const socket = net.connect(server.port, '127.0.0.1', () =>
          socket.write(
            `POST /api/auth/dev ${version}\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n` +
              'Content-Type: application/json\r\nContent-Length: 9\r\n\r\n{"uid":1}',
          ),
        );
        let answer = '';
        socket.on('data', (d) => {
          answer += d;
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const old = await raw('HTTP/1.0');
    expect(old.split('\r\n')[0]).toMatch(/ 403 /);
    expect(old).not.toMatch(/"jwt"/);
    expect((await raw('HTTP/1.1')).split('\r\n')[0]).toMatch(/ 200 /);
  });
});
