/**
 * `GET /api/gradients`: the public list of text-post gradients, fetched by the service (never by a
 * member's browser) under the poster fetcher's rules, well-formed entries only, kept a day; when it
 * cannot be had, an empty list (the site's built-in gradients stand in), tried again ten minutes on.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import type { PosterFetch, PosterNet } from '../src/services/posters.js';
import { wellFormedGradients } from '../src/text-gradients.js';

const LIST_URL = 'https://raw.githubusercontent.com/ghosh/uiGradients/master/gradients.json';
const base = { DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-0123456789abcdef' };

/** A network with one page: `answer` decides what the list's address answers each time. */
function fakeNet(answer: () => { status: number; body: string; location?: string }) {
  const asked: string[] = [];
  const net: PosterNet = {
    lookup: async (host) => {
      if (host === 'internal.example') return [{ address: '10.0.0.8', family: 4 }];
      return [{ address: '185.199.108.133', family: 4 }];
    },
    get: async (url) => {
      asked.push(url.href);
      const { status, body, location } = answer();
      const bytes = new TextEncoder().encode(body);
      const res: PosterFetch = {
        status,
        location: location ?? null,
        contentType: 'application/json',
        contentLength: bytes.byteLength,
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        }),
      };
      return res;
    },
  };
  return { net, asked };
}

async function appWith(net: PosterNet, env: Record<string, string> = {}) {
  const clock = { now: new Date('2026-06-15T03:00:00Z') };
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = createApp({
    database,
    config: loadConfig({ ...base, ...env }),
    posterNet: net,
    now: () => clock.now,
  });
  const list = async () => {
    const res = await app.request('/api/gradients');
    expect(res.status).toBe(200);
    return {
      body: (await res.json()) as Array<{ name: string; colors: string[] }>,
      cache: res.headers.get('cache-control'),
    };
  };
  return { list, clock, close: () => database.close() };
}

const PUBLIC = JSON.stringify([
  { name: 'Blush', colors: ['#fde2e4', '#FAD2E1'] },
  { name: 'Three', colors: ['#FFFFFF', '#EEEEEE', '#DDDDDD'] },
  { name: 'One stop', colors: ['#FFFFFF'] },
  { name: 'Named colour', colors: ['red', '#FFFFFF'] },
  { name: 'Script', colors: ['#FFFFFF', 'url(javascript:alert(1))'] },
  { colors: ['#FFFFFF', '#000000'] },
  'not an entry',
]);

describe('GET /api/gradients', () => {
  it("answers the list's well-formed entries, fetched once and kept", async () => {
    const { net, asked } = fakeNet(() => ({ status: 200, body: PUBLIC }));
    const { list, clock, close } = await appWith(net);
    const first = await list();
    expect(first.body).toEqual([
      { name: 'Blush', colors: ['#FDE2E4', '#FAD2E1'] },
      { name: 'Three', colors: ['#FFFFFF', '#EEEEEE', '#DDDDDD'] },
    ]);
    expect(first.cache).toBe('public, max-age=3600');
    await list();
    clock.now = new Date(clock.now.getTime() + 23 * 3600_000);
    await list();
    expect(asked).toEqual([LIST_URL]);
    clock.now = new Date(clock.now.getTime() + 2 * 3600_000);
    await list();
    expect(asked).toHaveLength(2);
    await close();
  });

  it('unreachable, broken or redirected elsewhere: an empty list, tried again ten minutes on', async () => {
    let answer = { status: 500, body: '' } as { status: number; body: string; location?: string };
    const { net, asked } = fakeNet(() => answer);
    const { list, clock, close } = await appWith(net);
    expect((await list()).body).toEqual([]);
    answer = { status: 200, body: '{"not": "a list"' };
    expect((await list()).body).toEqual([]);
    expect(asked).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    expect((await list()).body).toEqual([]);
    expect(asked).toHaveLength(2);
    // A redirect to another host is not followed.
    answer = { status: 302, body: '', location: 'https://internal.example/gradients.json' };
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    const redirected = await list();
    expect(redirected.body).toEqual([]);
    expect(redirected.cache).toBe('public, max-age=300');
    expect(asked.at(-1)).toBe(LIST_URL);
    await close();
  });

  it('TEXT_GRADIENTS_URL=none fetches nothing; a non-https address is refused at start', async () => {
    const { net, asked } = fakeNet(() => ({ status: 200, body: PUBLIC }));
    const { list, close } = await appWith(net, { TEXT_GRADIENTS_URL: 'none' });
    expect((await list()).body).toEqual([]);
    expect(asked).toEqual([]);
    await close();
    expect(() => loadConfig({ ...base, TEXT_GRADIENTS_URL: 'http://example.org/g.json' })).toThrow(
      ConfigError,
    );
  });

  it('wellFormedGradients keeps at most 500 entries', () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ name: `g${i}`, colors: ['#FFFFFF', '#F0F0F0'] }));
    expect(wellFormedGradients(many)).toHaveLength(500);
    expect(wellFormedGradients(null)).toEqual([]);
  });
});
