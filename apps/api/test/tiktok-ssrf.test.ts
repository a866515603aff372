import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { isPublicAddress, type Net } from '../src/tiktok.js';
import { backends, expectError, harness, type Json } from './helpers.js';

type Hop = { url: string; address: string };

/** A network with no sockets: DNS answers from `dns`, each GET from `pages` (by URL), every call recorded. */
function fakeNet(
  dns: Record<string, string[]>,
  pages: Record<string, { status: number; location?: string }>,
) {
  const looked: string[] = [];
  const fetched: Hop[] = [];
  const net: Net = {
    lookup: async (host) => {
      looked.push(host);
      const list = dns[host];
      if (!list) throw new Error(`ENOTFOUND ${host}`);
      return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    get: async (url, address) => {
      fetched.push({ url: url.href, address: address.address });
      const page = pages[url.href];
      if (!page) throw new Error(`connect ECONNREFUSED ${address.address}:443 (internal detail)`);
      return { status: page.status, location: page.location ?? null };
    },
  };
  return { net, looked, fetched };
}

const PUBLIC_IP = '151.101.1.10'; // a public address
const SHORT = 'https://vm.tiktok.com/ZSabc123/';
const LONG = 'https://www.tiktok.com/@monk/video/7000000000000000001';

describe('isPublicAddress', () => {
  it.each([
    ['10.0.0.5', false],
    ['10.255.255.255', false],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::1', false],
    ['not an address', false],
    ['151.101.1.10', true],
    ['8.8.8.8', true],
    ['2a04:4e42::308', true],
  ])('%s → %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });
});

describe.each(backends())('/api/tiktok cannot be turned against the network on $name', (backend) => {
  const h = harness(backend);
  afterEach(() => vi.unstubAllGlobals());

  const appWith = (net: Net, rateLimitScale = 0) =>
    createApp({ database: h.database, config: { ...h.config, rateLimitScale }, net });
  const ask = async (app: ReturnType<typeof createApp>, url: string) => {
    const res = await app.request(`/api/tiktok?url=${encodeURIComponent(url)}`);
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Json, headers: res.headers };
  };

  it('refuses http://127.0.0.1:5432\\@vm.tiktok.com/x (the parser trick) before any network use', async () => {
    const fetchSpy = vi.fn(async () => new Response('', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const { net, looked, fetched } = fakeNet({}, {});
    // The default app of the suite, and one on the real resolver with a fake network.
    for (const url of [
      'http://127.0.0.1:5432\\@vm.tiktok.com/x',
      'https://127.0.0.1:5432\\@vm.tiktok.com/x',
    ]) {
      expectError(await h.req('GET', `/api/tiktok?url=${encodeURIComponent(url)}`), 400);
      expectError(await ask(appWith(net), url), 400);
    }
    for (const url of [
      'http://vm.tiktok.com/ZSabc123/', // https only
      'https://user:pw@vm.tiktok.com/ZSabc123/',
      'https://vm.tiktok.com:8443/ZSabc123/',
      'https://vm.tiktok.com.evil.example/ZSabc123/',
      'https://evil.example/t/ZSabc123/',
      'https://www.tiktok.com/@monk', // not a short link
      'file:///etc/passwd',
      'gopher://vm.tiktok.com/x',
    ])
      expectError(await ask(appWith(net), url), 400);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(looked).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('follows redirects by hand and only to TikTok over https', async () => {
    const ok = fakeNet({ 'vm.tiktok.com': [PUBLIC_IP] }, { [SHORT]: { status: 301, location: LONG } });
    const r = await ask(appWith(ok.net), SHORT);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ url: LONG });
    expect(ok.fetched).toEqual([{ url: SHORT, address: PUBLIC_IP }]); // the long link is not fetched
    for (const location of [
      'http://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/',
      'https://internal.corp.example/admin',
      'https://www.tiktok.com.evil.example/@a/video/1',
      'http://www.tiktok.com/@a/video/1', // downgrade to http
      'https://user@www.tiktok.com/@a/video/1',
      'https://www.tiktok.com:8443/@a/video/1',
      'https://[::1]/x',
    ]) {
      const bad = fakeNet({ 'vm.tiktok.com': [PUBLIC_IP] }, { [SHORT]: { status: 302, location } });
      const res = await ask(appWith(bad.net), SHORT);
      expectError(res, 502);
      expect(res.body.error.message).toBe('Cannot resolve the TikTok link');
      expect(bad.fetched.map((f) => f.url)).toEqual([SHORT]);
      expect(bad.looked).toEqual(['vm.tiktok.com']);
    }
    // A redirect loop ends.
    const loop = fakeNet({ 'vm.tiktok.com': [PUBLIC_IP] }, { [SHORT]: { status: 302, location: SHORT } });
    expectError(await ask(appWith(loop.net), SHORT), 502);
    expect(loop.fetched.length).toBeLessThanOrEqual(6);
  });

  it('refuses private, loopback and link-local addresses after name resolution, at every hop', async () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '::1', 'fc00::1', '::ffff:10.0.0.1']) {
      const first = fakeNet({ 'vm.tiktok.com': [address] }, { [SHORT]: { status: 301, location: LONG } });
      expectError(await ask(appWith(first.net), SHORT), 502);
      expect(first.fetched, address).toEqual([]);
      // One bad address among good ones is enough to refuse (DNS answers can rotate).
      const mixed = fakeNet(
        { 'vm.tiktok.com': [PUBLIC_IP, address] },
        { [SHORT]: { status: 301, location: LONG } },
      );
      expectError(await ask(appWith(mixed.net), SHORT), 502);
      expect(mixed.fetched).toEqual([]);
      // Second hop: a TikTok name that resolves inside.
      const second = fakeNet(
        { 'vm.tiktok.com': [PUBLIC_IP], 'www.tiktok.com': [address] },
        {
          [SHORT]: { status: 301, location: 'https://www.tiktok.com/t/ZTRabc/' },
          'https://www.tiktok.com/t/ZTRabc/': { status: 301, location: LONG },
        },
      );
      expectError(await ask(appWith(second.net), SHORT), 502);
      expect(second.fetched.map((f) => f.url)).toEqual([SHORT]);
    }
  });

  it('answers a generic error without upstream text, and is rate-limited', async () => {
    const down = fakeNet({ 'vm.tiktok.com': [PUBLIC_IP] }, {});
    const r = await ask(appWith(down.net), SHORT);
    expectError(r, 502);
    expect(r.text).not.toMatch(/ECONNREFUSED|internal detail|151\.101/);
    const notFound = fakeNet({}, {});
    const nf = await ask(appWith(notFound.net), SHORT);
    expectError(nf, 502);
    expect(nf.text).not.toMatch(/ENOTFOUND/);
    const upstream500 = fakeNet({ 'vm.tiktok.com': [PUBLIC_IP] }, { [SHORT]: { status: 500 } });
    expectError(await ask(appWith(upstream500.net), SHORT), 502);

    const limited = appWith(
      fakeNet({ 'vm.tiktok.com': [PUBLIC_IP] }, { [SHORT]: { status: 301, location: LONG } }).net,
      1,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await limited.request(`/api/tiktok?url=${encodeURIComponent(SHORT)}`)).status);
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
