import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import * as s from '../src/db/schema.js';
import { CACHE_POSTER, CACHE_POSTER_GENERATED } from '../src/routes/posters.js';
import type { PosterFetch, PosterLimits, PosterNet } from '../src/services/posters.js';
import { backends, CREATOR, expectError, harness, type Json } from './helpers.js';

const PUBLIC_IP = '151.101.1.10';
const CDN_IP = '23.50.60.70';
const YT_IP = '142.250.66.118';

type Page =
  | { status: number; location?: string; type?: string; body?: Buffer; length?: number }
  | { endless: true }
  | { hang: true };

/** A network with no sockets: DNS from `dns`, each GET from `pages` (by URL), every call recorded. */
function fakeNet(dns: Record<string, string[]>, pages: Record<string, Page>) {
  const looked: string[] = [];
  const fetched: Array<{ url: string; address: string }> = [];
  const signals: AbortSignal[] = [];
  let pulled = 0;
  let cancelled = 0;
  const stream = (chunks: () => Uint8Array | null) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks();
        if (chunk === null) controller.close();
        else {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
      cancel() {
        cancelled++;
      },
    });
  const net: PosterNet = {
    lookup: async (host) => {
      looked.push(host);
      const list = dns[host];
      if (!list) throw new Error(`ENOTFOUND ${host}`);
      return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    get: (url, address, init) => {
      fetched.push({ url: url.href, address: address.address });
      signals.push(init.signal);
      const page = pages[url.href];
      if (!page) return Promise.reject(new Error(`connect ECONNREFUSED ${address.address}:443`));
      if ('hang' in page) return new Promise<PosterFetch>(() => {});
      if ('endless' in page) {
        const chunk = new Uint8Array(64 * 1024).fill(0xff);
        return Promise.resolve({
          status: 200,
          location: null,
          contentType: 'image/jpeg',
          contentLength: null,
          body: stream(() => chunk),
        });
      }
      let sent = false;
      return Promise.resolve({
        status: page.status,
        location: page.location ?? null,
        contentType: page.type ?? null,
        contentLength: page.length ?? page.body?.length ?? null,
        body: stream(() => {
          if (sent || !page.body) return null;
          sent = true;
          return new Uint8Array(page.body);
        }),
      });
    },
  };
  return {
    net,
    looked,
    fetched,
    signals,
    get pulled() {
      return pulled;
    },
    get cancelled() {
      return cancelled;
    },
  };
}

/** A test picture: a flat colour with a 10 % black band top and bottom (as YouTube's letterboxed 4:3). */
async function picture(width: number, height: number, colour: string, bars = 0) {
  const base = sharp({ create: { width, height, channels: 3, background: colour } });
  if (!bars) return base.jpeg().toBuffer();
  const bar = await sharp({ create: { width, height: bars, channels: 3, background: '#000000' } })
    .png()
    .toBuffer();
  return base
    .composite([
      { input: bar, top: 0, left: 0 },
      { input: bar, top: height - bars, left: 0 },
    ])
    .jpeg()
    .toBuffer();
}

async function size(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** The average colour of a picture's top row. */
async function topRow(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  for (let x = 0; x < info.width; x++) {
    r += data[x * info.channels]!;
    g += data[x * info.channels + 1]!;
    b += data[x * info.channels + 2]!;
  }
  return [r, g, b].map((v) => Math.round(v / info.width));
}

const oembedOf = (handle: string, id: string) =>
  `https://www.tiktok.com/oembed?url=${encodeURIComponent(`https://www.tiktok.com/@${handle}/video/${id}`)}`;

describe.each(backends())('video posters on $name', (backend) => {
  const h = harness(backend);
  let tiktokPosts: Array<{ id: number; url: string }>;
  let youtubePosts: Array<{ id: number; url: string }>;
  let photoPost: number;
  let tiktokJpeg: Buffer;
  let youtubeJpeg: Buffer;
  let hqJpeg: Buffer;

  beforeAll(async () => {
    // Video posts of this file's own (each test takes fresh ones: kept posters stay kept).
    const made = (type: string, url: (i: number) => string, n: number) =>
      h.database.db
        .insert(s.posts)
        .values(
          Array.from({ length: n }, (_, i) => ({
            type,
            url: url(i),
            des: 'poster test',
            key: `poster-${type}-${i}`,
            uid: CREATOR,
          })),
        )
        .returning({ id: s.posts.id, url: s.posts.url });
    tiktokPosts = (
      await made(
        'videoTikTok',
        (i) => `https://www.tiktok.com/@poster.test/video/${7300000000000000000n + BigInt(i)}`,
        30,
      )
    ).map((r) => ({ id: r.id, url: r.url! }));
    youtubePosts = (
      await made(
        'videoYoutube',
        (i) => `https://www.youtube.com/watch?v=posterTest${String.fromCharCode(65 + i)}`,
        6,
      )
    ).map((r) => ({ id: r.id, url: r.url! }));
    const [photo] = await h.database.db
      .select({ id: s.posts.id })
      .from(s.posts)
      .where(eq(s.posts.type, 'postPhoto'))
      .limit(1);
    photoPost = photo!.id;
    tiktokJpeg = await picture(720, 1280, '#d03050');
    youtubeJpeg = await picture(1280, 720, '#3070d0');
    hqJpeg = await picture(480, 360, '#30a060', 45);
  });

  const appWith = (net: PosterNet, limits: Partial<PosterLimits> = {}) =>
    createApp({
      database: h.database,
      config: h.config,
      now: () => h.clock.now,
      posterNet: net,
      posterLimits: limits,
    });
  const ask = async (
    app: ReturnType<typeof createApp>,
    path: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(path, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    let body: Json = null;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {}
    return { status: res.status, headers: res.headers, bytes, body, text: bytes.toString('utf8') };
  };
  const ids = (url: string) => {
    const m = /@([\w.]+)\/video\/(\d+)/.exec(url)!;
    return { handle: m[1]!, id: m[2]! };
  };
  /** A TikTok post whose oEmbed names `thumbnail` (or the CDN's picture by default). */
  const tiktokNet = (
    post: { url: string },
    thumbnail = 'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg',
    extra: Record<string, Page> = {},
    dns: Record<string, string[]> = {},
  ) => {
    const { handle, id } = ids(post.url);
    return fakeNet(
      { 'www.tiktok.com': [PUBLIC_IP], 'p16-sign-va.tiktokcdn.com': [CDN_IP], ...dns },
      {
        [oembedOf(handle, id)]: {
          status: 200,
          type: 'application/json',
          body: Buffer.from(JSON.stringify({ version: '1.0', type: 'video', thumbnail_url: thumbnail })),
        },
        'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg': {
          status: 200,
          type: 'image/jpeg',
          body: tiktokJpeg,
        },
        ...extra,
      },
    );
  };

  it("a TikTok post's poster is its oEmbed thumbnail, cropped and re-encoded at each width, cached for a year with an ETag", async () => {
    const post = tiktokPosts[0]!;
    const net = tiktokNet(post);
    const app = appWith(net.net);
    const r = await ask(app, `/thumbs/${post.id}/480.webp`);
    expect(r.status, r.text.slice(0, 200)).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('cache-control')).toBe(CACHE_POSTER);
    expect(r.headers.get('x-poster-source')).toBe('tiktok');
    expect(r.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(await size(r.bytes)).toEqual({ format: 'webp', width: 480, height: 853 });
    const colour = await topRow(r.bytes);
    for (const [i, v] of [0xd0, 0x30, 0x50].entries())
      expect(Math.abs(colour[i]! - v), `${colour}`).toBeLessThan(16);
    // The oEmbed address is built from the parsed ids; each name resolved, each connection pinned to it.
    expect(net.fetched).toEqual([
      { url: oembedOf(ids(post.url).handle, ids(post.url).id), address: PUBLIC_IP },
      { url: 'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg', address: CDN_IP },
    ]);
    expect(net.looked).toEqual(['www.tiktok.com', 'p16-sign-va.tiktokcdn.com']);

    // Every width was kept from that one fetch: the others come from the database.
    for (const [width, height] of [
      [240, 427],
      [720, 1280],
    ] as const) {
      const other = await ask(app, `/thumbs/${post.id}/${width}.webp`);
      expect(other.status).toBe(200);
      expect(other.headers.get('x-poster-source')).toBe('tiktok');
      expect(await size(other.bytes)).toEqual({ format: 'webp', width, height });
    }
    expect(net.fetched).toHaveLength(2);
    const kept = await h.database.db
      .select({ width: s.videoPosters.width, source: s.videoPosters.source })
      .from(s.videoPosters)
      .where(eq(s.videoPosters.postId, post.id))
      .orderBy(s.videoPosters.width);
    expect(kept).toEqual([
      { width: 240, source: 'tiktok' },
      { width: 480, source: 'tiktok' },
      { width: 720, source: 'tiktok' },
    ]);

    // Another process (a restart, a second instance) answers from the database without the network.
    const idle = fakeNet({}, {});
    const again = await ask(appWith(idle.net), `/thumbs/${post.id}/480.webp`);
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(r.headers.get('etag'));
    expect(again.bytes.equals(r.bytes)).toBe(true);
    expect(idle.looked).toEqual([]);

    // Revalidation by ETag: 304 with no body (also for a list and a weak validator).
    for (const header of [r.headers.get('etag')!, `"x", W/${r.headers.get('etag')}`]) {
      const same = await ask(app, `/thumbs/${post.id}/480.webp`, { 'if-none-match': header });
      expect(same.status).toBe(304);
      expect(same.bytes.length).toBe(0);
      expect(same.headers.get('etag')).toBe(r.headers.get('etag'));
    }
    expect((await ask(app, `/thumbs/${post.id}/480.webp`, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it("a YouTube post's poster comes from i.ytimg.com: the 1280 px thumbnail, else the 480 px one with its bars cropped, never enlarged", async () => {
    const [withMax, withoutMax] = youtubePosts;
    const idOf = (url: string) => new URL(url).searchParams.get('v')!;
    const net = fakeNet(
      { 'i.ytimg.com': [YT_IP] },
      {
        [`https://i.ytimg.com/vi/${idOf(withMax!.url)}/maxresdefault.jpg`]: {
          status: 200,
          body: youtubeJpeg,
        },
        // A video without the big thumbnail: YouTube answers 404 (with a grey placeholder).
        [`https://i.ytimg.com/vi/${idOf(withoutMax!.url)}/maxresdefault.jpg`]: {
          status: 404,
          body: Buffer.from('x'),
        },
        [`https://i.ytimg.com/vi/${idOf(withoutMax!.url)}/hqdefault.jpg`]: { status: 200, body: hqJpeg },
      },
    );
    const app = appWith(net.net);
    const big = await ask(app, `/thumbs/${withMax!.id}/720.webp`);
    expect(big.headers.get('x-poster-source')).toBe('youtube');
    expect(await size(big.bytes)).toEqual({ format: 'webp', width: 720, height: 405 });

    const small = await ask(app, `/thumbs/${withoutMax!.id}/720.webp`);
    expect(small.status).toBe(200);
    expect(small.headers.get('x-poster-source')).toBe('youtube');
    // 480 × 360 with 45 px bars → the 16:9 middle, 480 × 270: never enlarged to 720.
    expect(await size(small.bytes)).toEqual({ format: 'webp', width: 480, height: 270 });
    const [red, green, blue] = await topRow(small.bytes);
    expect(green).toBeGreaterThan(120); // the picture, not the black bar
    expect(red! + blue!).toBeLessThan(200);
    expect(net.looked.every((host) => host === 'i.ytimg.com')).toBe(true);
    expect(net.fetched.map((f) => new URL(f.url).pathname)).toEqual([
      `/vi/${idOf(withMax!.url)}/maxresdefault.jpg`,
      `/vi/${idOf(withoutMax!.url)}/maxresdefault.jpg`,
      `/vi/${idOf(withoutMax!.url)}/hqdefault.jpg`,
    ]);
  });

  it('a post with its own uploaded cover uses it, without the network', async () => {
    const post = youtubePosts[2]!;
    const [file] = await h.database.db.select({ fname: s.mediaFiles.fname }).from(s.mediaFiles).limit(1);
    await h.database.db
      .update(s.posts)
      .set({ cover: `/uploads/${file!.fname}` })
      .where(eq(s.posts.id, post.id));
    const net = fakeNet({}, {});
    const r = await ask(appWith(net.net), `/thumbs/${post.id}/240.webp`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-poster-source')).toBe('cover');
    expect(await size(r.bytes)).toMatchObject({ format: 'webp', width: 240, height: 135 });
    expect(net.looked).toEqual([]);
  });

  it('refuses a thumbnail_url off TikTok’s CDN, a private address and a redirect out, before connecting; the generated poster answers', async () => {
    const refused = [
      'http://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/x.jpg',
      'https://evil.example/x.jpg',
      'https://p16-sign-va.tiktokcdn.com.evil.example/x.jpg',
      'https://user:pw@p16-sign-va.tiktokcdn.com/x.jpg',
      'https://p16-sign-va.tiktokcdn.com:8443/x.jpg',
      'http://p16-sign-va.tiktokcdn.com/x.jpg', // no downgrade to http
      'https://[::1]/x.jpg',
      'file:///etc/passwd',
      'not a url',
    ];
    let i = 1;
    for (const thumbnail of refused) {
      const post = tiktokPosts[i++]!;
      const net = tiktokNet(post, thumbnail);
      const r = await ask(appWith(net.net), `/thumbs/${post.id}/240.webp`);
      expect(r.status, thumbnail).toBe(200);
      expect(r.headers.get('x-poster-source'), thumbnail).toBe('generated');
      expect(r.headers.get('cache-control')).toBe(CACHE_POSTER_GENERATED);
      expect(await size(r.bytes)).toEqual({ format: 'webp', width: 240, height: 427 });
      // Only the oEmbed answer was fetched: nothing reached the refused address.
      expect(
        net.fetched.map((f) => new URL(f.url).hostname),
        thumbnail,
      ).toEqual(['www.tiktok.com']);
      expect(net.looked, thumbnail).toEqual(['www.tiktok.com']);
    }

    // TikTok's names resolving inside (one bad address among good ones is enough).
    for (const [host, address] of [
      ['www.tiktok.com', '10.0.0.5'],
      ['www.tiktok.com', '::1'],
      ['p16-sign-va.tiktokcdn.com', '169.254.169.254'],
      ['p16-sign-va.tiktokcdn.com', '::ffff:127.0.0.1'],
    ] as const) {
      const post = tiktokPosts[i++]!;
      const good = host === 'www.tiktok.com' ? PUBLIC_IP : CDN_IP;
      const net = tiktokNet(post, undefined, {}, { [host]: [good, address] });
      const r = await ask(appWith(net.net), `/thumbs/${post.id}/240.webp`);
      expect(r.headers.get('x-poster-source'), `${host} ${address}`).toBe('generated');
      expect(
        net.fetched.some((f) => new URL(f.url).hostname === host),
        `${host} ${address}`,
      ).toBe(false);
    }
  });

  it('follows a redirect by hand only while it stays on the allowed hosts', async () => {
    const post = tiktokPosts[16]!;
    const start = 'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg';
    const inside = 'https://p19-sign.tiktokcdn-us.com/obj/poster.jpeg';
    const ok = tiktokNet(
      post,
      start,
      {
        [start]: { status: 302, location: inside },
        [inside]: { status: 200, body: tiktokJpeg },
      },
      { 'p19-sign.tiktokcdn-us.com': [CDN_IP] },
    );
    const r = await ask(appWith(ok.net), `/thumbs/${post.id}/240.webp`);
    expect(r.headers.get('x-poster-source')).toBe('tiktok');
    expect(ok.fetched.map((f) => f.url)).toEqual([expect.stringContaining('oembed'), start, inside]);

    const youtube = youtubePosts[3]!;
    const id = new URL(youtube.url).searchParams.get('v')!;
    for (const location of [
      'http://169.254.169.254/',
      'https://i.ytimg.com.evil.example/x.jpg',
      'https://img.youtube.com/x.jpg',
    ]) {
      await h.database.db.delete(s.videoPosters).where(eq(s.videoPosters.postId, youtube.id));
      const first = `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`;
      const net = fakeNet(
        { 'i.ytimg.com': [YT_IP], 'img.youtube.com': [YT_IP] },
        {
          [first]: { status: 301, location },
          [`https://i.ytimg.com/vi/${id}/hqdefault.jpg`]: { status: 301, location },
        },
      );
      h.clock.now = new Date(h.clock.now.getTime() + 3600_000); // past the retry wait of the previous round
      const res = await ask(appWith(net.net), `/thumbs/${youtube.id}/240.webp`);
      expect(res.headers.get('x-poster-source'), location).toBe('generated');
      expect(
        net.fetched.every((f) => new URL(f.url).hostname === 'i.ytimg.com'),
        location,
      ).toBe(true);
    }
  });

  it('reads at most the byte limit of a picture, and none of one declared larger', async () => {
    const limit = 256 * 1024;
    const post = tiktokPosts[17]!;
    const endless = tiktokNet(post, undefined, {
      'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg': { endless: true },
    });
    const r = await ask(appWith(endless.net, { maxImageBytes: limit }), `/thumbs/${post.id}/240.webp`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-poster-source')).toBe('generated');
    // The oEmbed answer, then the picture up to one chunk past the limit (the stream reads one ahead).
    expect(endless.pulled).toBeLessThanOrEqual(limit + 2 * 64 * 1024 + 1024);
    expect(endless.cancelled).toBeGreaterThanOrEqual(1);

    const declared = tiktokPosts[18]!;
    const big = tiktokNet(declared, undefined, {
      'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg': {
        status: 200,
        body: tiktokJpeg,
        length: 50 * 1024 * 1024,
      },
    });
    const before = big.pulled;
    const r2 = await ask(appWith(big.net, { maxImageBytes: limit }), `/thumbs/${declared.id}/240.webp`);
    expect(r2.headers.get('x-poster-source')).toBe('generated');
    expect(big.pulled - before).toBeLessThanOrEqual(64 * 1024); // the oEmbed answer only
    expect(big.cancelled).toBeGreaterThanOrEqual(1);

    // An oEmbed answer past its own limit is not parsed.
    const post3 = tiktokPosts[19]!;
    const { handle, id } = ids(post3.url);
    const huge = tiktokNet(post3, undefined, {
      [oembedOf(handle, id)]: { status: 200, body: Buffer.alloc(100 * 1024, 0x20) },
    });
    const r3 = await ask(appWith(huge.net), `/thumbs/${post3.id}/240.webp`);
    expect(r3.headers.get('x-poster-source')).toBe('generated');
    expect(huge.fetched).toHaveLength(1);
  });

  it('gives up at the deadline (a name that never resolves, a server that never answers) and answers at once', async () => {
    const post = tiktokPosts[20]!;
    const hanging = tiktokNet(post, undefined, {
      'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg': { hang: true },
    });
    const started = Date.now();
    const r = await ask(appWith(hanging.net, { deadlineMs: 150 }), `/thumbs/${post.id}/240.webp`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r.headers.get('x-poster-source')).toBe('generated');
    expect(hanging.signals.length).toBe(2);
    expect(hanging.signals.every((signal) => signal.aborted)).toBe(true);

    const post2 = tiktokPosts[21]!;
    const net: PosterNet = { lookup: () => new Promise(() => {}), get: () => new Promise(() => {}) };
    const t2 = Date.now();
    const r2 = await ask(appWith(net, { deadlineMs: 150 }), `/thumbs/${post2.id}/240.webp`);
    expect(Date.now() - t2).toBeLessThan(3000);
    expect(r2.headers.get('x-poster-source')).toBe('generated');
  });

  it('asks once per post at a time, leaves a failed post alone for a while, and never runs more than the cap at once', async () => {
    // One fetch for two requests of the same post at once.
    const post = tiktokPosts[22]!;
    const net = tiktokNet(post);
    const app = appWith(net.net);
    const [a, b] = await Promise.all([
      ask(app, `/thumbs/${post.id}/240.webp`),
      ask(app, `/thumbs/${post.id}/720.webp`),
    ]);
    expect([a.headers.get('x-poster-source'), b.headers.get('x-poster-source')]).toEqual([
      'tiktok',
      'tiktok',
    ]);
    expect(net.fetched).toHaveLength(2);

    // A failure is not retried before the wait is over.
    const failing = tiktokPosts[23]!;
    const down = fakeNet({}, {});
    const app2 = appWith(down.net, { retryAfterMs: 60_000 });
    await ask(app2, `/thumbs/${failing.id}/240.webp`);
    await ask(app2, `/thumbs/${failing.id}/480.webp`);
    expect(down.looked).toEqual(['www.tiktok.com']);
    h.clock.now = new Date(h.clock.now.getTime() + 61_000);
    await ask(app2, `/thumbs/${failing.id}/240.webp`);
    expect(down.looked).toEqual(['www.tiktok.com', 'www.tiktok.com']);

    // The cap: with one fetch hanging, another post gets the generated poster without a fetch.
    const slow = tiktokPosts[24]!;
    const other = tiktokPosts[25]!;
    const hanging = tiktokNet(slow, undefined, {
      'https://p16-sign-va.tiktokcdn.com/obj/poster.jpeg': { hang: true },
    });
    const app3 = appWith(hanging.net, { maxInFlight: 1, deadlineMs: 400 });
    const first = ask(app3, `/thumbs/${slow.id}/240.webp`);
    await expect.poll(() => hanging.fetched.length).toBe(2);
    const second = await ask(app3, `/thumbs/${other.id}/240.webp`);
    expect(second.headers.get('x-poster-source')).toBe('generated');
    expect(hanging.fetched).toHaveLength(2);
    expect((await first).headers.get('x-poster-source')).toBe('generated');
  });

  it('the generated poster is the site’s design at the size asked, portrait for TikTok and landscape for YouTube', async () => {
    const down = fakeNet({}, {});
    const app = appWith(down.net);
    const tiktok = await ask(app, `/thumbs/${tiktokPosts[26]!.id}/720.webp`);
    expect(tiktok.headers.get('x-poster-source')).toBe('generated');
    expect(await size(tiktok.bytes)).toEqual({ format: 'webp', width: 720, height: 1280 });
    const [r, g, b] = await topRow(tiktok.bytes);
    // The dark violet gradient (#1f1b2e → #3b2f4f), not a photo, not a broken picture.
    expect(b!).toBeGreaterThan(g!);
    expect(r! + g! + b!).toBeLessThan(3 * 0x50);
    const youtube = youtubePosts[youtubePosts.length - 1]!;
    const yt = await ask(app, `/thumbs/${youtube.id}/480.webp`);
    expect(yt.headers.get('x-poster-source')).toBe('generated');
    expect(await size(yt.bytes)).toEqual({ format: 'webp', width: 480, height: 270 });
    expect(yt.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    const again = await ask(app, `/thumbs/${youtube.id}/480.webp`, {
      'if-none-match': yt.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    // Nothing generated is kept: the real picture can still come later.
    const kept = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.videoPosters)
      .where(and(eq(s.videoPosters.postId, youtube.id)));
    expect(kept[0]!.n).toBe(0);
  });

  it('bad addresses answer JSON errors: another width 400, not a video post or no post 404; a deleted post takes its posters', async () => {
    const net = fakeNet({}, {});
    const app = appWith(net.net);
    const post = tiktokPosts[0]!; // kept by the first test
    for (const path of [
      `/thumbs/${post.id}/100.webp`,
      `/thumbs/${post.id}/480.jpg`,
      `/thumbs/${post.id}/480`,
      `/thumbs/${post.id}/99999.webp`,
      '/thumbs/0/480.webp',
      '/thumbs/abc/480.webp',
      '/thumbs/12345678901/480.webp',
    ])
      expectError(await ask(app, path), 400);
    expectError(await ask(app, `/thumbs/${photoPost}/480.webp`), 404);
    expectError(await ask(app, '/thumbs/999999/480.webp'), 404);
    expect(net.looked).toEqual([]);

    // Moderation deletes a post: its posters go with it.
    const victim = tiktokPosts[1]!;
    const net2 = tiktokNet(victim);
    h.clock.now = new Date(h.clock.now.getTime() + 3600_000);
    expect(
      (await ask(appWith(net2.net), `/thumbs/${victim.id}/240.webp`)).headers.get('x-poster-source'),
    ).toBe('tiktok');
    await h.database.db.delete(s.posts).where(eq(s.posts.id, victim.id));
    const left = await h.database.db
      .select()
      .from(s.videoPosters)
      .where(eq(s.videoPosters.postId, victim.id));
    expect(left).toEqual([]);
    expectError(await ask(app, `/thumbs/${victim.id}/240.webp`), 404);
  });

  it('the site never answers /thumbs/… with a page', async () => {
    const r = await h.req('GET', '/thumbs/1/xyz', { headers: { accept: 'text/html' } });
    expectError(r, 400);
  });
});
