import { describe, expect, it } from 'vitest';
import { KEPT_AT, KEPT_BYTES, keep, stamped, trim } from './bounded';
import { FakeCache } from './fakeCache';

const bytes = (n: number) => new Response(new Uint8Array(n), { headers: { 'content-type': 'image/jpeg' } });
const bounds = { maxEntries: 3, maxBytes: 1000, maxEntryBytes: 600 };

async function urls(cache: FakeCache) {
  return (await cache.keys()).map((request) => new URL(request.url).pathname);
}

describe('a bounded cache', () => {
  it('stamps what it keeps with the time and the body’s size, and keeps the body and headers', async () => {
    const response = await stamped(bytes(123), 1_700_000_000_000, 600);
    expect(response?.headers.get(KEPT_AT)).toBe('1700000000000');
    expect(response?.headers.get(KEPT_BYTES)).toBe('123');
    expect(response?.headers.get('content-type')).toBe('image/jpeg');
    expect((await response?.arrayBuffer())?.byteLength).toBe(123);
  });

  it('holds at most maxEntries, the oldest kept out first (by when kept, not by order of writing)', async () => {
    const cache = new FakeCache();
    await keep(cache, '/a', bytes(10), 3000, bounds);
    await keep(cache, '/b', bytes(10), 1000, bounds);
    await keep(cache, '/c', bytes(10), 2000, bounds);
    expect(await urls(cache)).toEqual(['/a', '/b', '/c']);
    await keep(cache, '/d', bytes(10), 4000, bounds);
    expect(await urls(cache)).toEqual(['/a', '/c', '/d']);
    await keep(cache, '/e', bytes(10), 5000, bounds);
    expect(await urls(cache)).toEqual(['/a', '/d', '/e']);
  });

  it('holds at most maxBytes, dropping the oldest until the rest fits', async () => {
    const cache = new FakeCache();
    await keep(cache, '/a', bytes(400), 1, bounds);
    await keep(cache, '/b', bytes(400), 2, bounds);
    expect(await urls(cache)).toEqual(['/a', '/b']);
    await keep(cache, '/c', bytes(300), 3, bounds);
    expect(await urls(cache)).toEqual(['/b', '/c']);
    await keep(cache, '/d', bytes(590), 4, bounds);
    expect(await urls(cache)).toEqual(['/c', '/d']);
  });

  it('keeps again under the same key as the newest entry', async () => {
    const cache = new FakeCache();
    await keep(cache, '/a', bytes(10), 1, bounds);
    await keep(cache, '/b', bytes(10), 2, bounds);
    await keep(cache, '/c', bytes(10), 3, bounds);
    await keep(cache, '/a', bytes(10), 4, bounds);
    await keep(cache, '/d', bytes(10), 5, bounds);
    expect(await urls(cache)).toEqual(['/c', '/a', '/d']);
  });

  it('never keeps an entry larger than maxEntryBytes, and leaves the others alone', async () => {
    const cache = new FakeCache();
    await keep(cache, '/a', bytes(10), 1, bounds);
    await expect(keep(cache, '/huge', bytes(601), 2, bounds)).resolves.toBe(false);
    expect(await urls(cache)).toEqual(['/a']);
  });

  it('counts entries without a stamp as the oldest', async () => {
    const cache = new FakeCache();
    await cache.put('/old', bytes(10));
    await keep(cache, '/a', bytes(10), 1, bounds);
    await keep(cache, '/b', bytes(10), 2, bounds);
    await keep(cache, '/c', bytes(10), 3, bounds);
    expect(await urls(cache)).toEqual(['/a', '/b', '/c']);
  });

  it('trims an overfull cache in one pass and says how many went', async () => {
    const cache = new FakeCache();
    for (let i = 0; i < 6; i += 1) await cache.put(`/${i}`, (await stamped(bytes(100), i, 600))!);
    await expect(trim(cache, { maxEntries: 2, maxBytes: 10_000 })).resolves.toBe(4);
    expect(await urls(cache)).toEqual(['/4', '/5']);
  });
});
