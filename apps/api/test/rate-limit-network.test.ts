import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkKey } from '../src/network.js';
import { backends, CREATOR, expectError, harness, type Res, type Served, serve } from './helpers.js';

/**
 * Every rate limit keys on the client's network (ADR 020): an IPv4 address, or the /64 of an IPv6
 * address — the block one subscriber gets, whose 2⁶⁴ interface ids they may rotate at will. Over a
 * real socket behind one trusted proxy, which names the client in `X-Forwarded-For`.
 */
describe('the network key', () => {
  it('is the IPv4 address, or the /64 of an IPv6 address', () => {
    expect(networkKey('2001:db8:1:2::1')).toBe(networkKey('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(networkKey('2001:db8:1:2::1')).not.toBe(networkKey('2001:db8:1:3::1'));
    expect(networkKey('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(networkKey('198.51.100.9')).not.toBe(networkKey('198.51.100.10'));
  });
});

describe.each(backends())('rate limits key on the network on $name', (backend) => {
  const h = harness(backend);
  let server: Served;
  let token = '';
  beforeAll(async () => {
    token = await h.login(CREATOR);
    server = await serve(h, { trustProxy: 1, rateLimitScale: 1, authDev: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends `n` requests, the i-th from `address(i)`; answers the statuses. */
  const burst = async (n: number, address: (i: number) => string, send: (xff: string) => Promise<Res>) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send(address(i))).status);
    return statuses;
  };
  /** A different interface id of one /64 for every request. */
  const rotating = (prefix: string) => (i: number) =>
    `${prefix}:${(i + 1).toString(16)}:${(i * 7 + 3).toString(16)}:1:2`;

  it('sign-in (20 a minute): rotating addresses of one /64 is one client', async () => {
    const signIn = (xff: string) =>
      server.send('GET', '/api/connect/google', { headers: { 'x-forwarded-for': xff } });
    const statuses = await burst(21, rotating('2001:db8:a:1'), signIn);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(501)); // not configured here, but not limited
    expect(statuses[20]).toBe(429);
    // Another /64 is another client; so is another IPv4 address.
    expect((await signIn('2001:db8:a:2::1')).status).toBe(501);
    expect(await burst(21, (i) => `198.51.100.${i + 1}`, signIn)).not.toContain(429);
  });

  it('uploads (30 a minute)', async () => {
    const upload = (xff: string) =>
      server.send('POST', '/api/upload', {
        token,
        headers: { 'x-forwarded-for': xff, 'content-type': 'text/plain' },
        body: 'not a form',
      });
    const statuses = await burst(31, rotating('2001:db8:b:1'), upload);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    const last = await upload('2001:db8:b:1:dead:beef:0:1');
    expectError(last, 429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('list reads (600 a minute)', async () => {
    const list = (xff: string) => server.send('GET', '/api/cats', { headers: { 'x-forwarded-for': xff } });
    const statuses = await burst(601, rotating('2001:db8:c:1'), list);
    expect(statuses.filter((s) => s === 200)).toHaveLength(600);
    expect(statuses[600]).toBe(429);
  });
});
