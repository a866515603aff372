import { createHash } from 'node:crypto';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import {
  POSTER_WIDTHS,
  type PosterShape,
  type PosterWidth,
  type PostType,
  posterShape,
  posterSize,
  sniffImageType,
  tiktokIds,
  videoThumbnailUrl,
  YOUTUBE_THUMBNAILS,
} from '../rules.js';
import { isAllowedHop, isPublicAddress, nodeNet, type ResolvedAddress } from '../tiktok.js';

/**
 * Video posters (ADR 038): the picture a YouTube or TikTok post shows before a tap, served by the
 * service so that no member's browser asks YouTube or TikTok for anything before a tap. The
 * network's thumbnail is fetched once — TikTok's through its oEmbed `thumbnail_url`, YouTube's from
 * `i.ytimg.com` — under the rules of the TikTok short-link resolver (`tiktok.ts`): https only, an
 * allow-list of hosts at every hop, redirects followed by hand, every name resolved and refused when
 * an address is not public, the connection pinned to the checked address; and within a byte limit
 * and a deadline. It is cropped to the post's shape, re-encoded as WebP at each served width and
 * kept in the database (`video_posters`). When it cannot be had, the answer is a generated poster
 * in the site's own design, never an error an `<img>` would show as a broken picture.
 */

/** One answer of the network: its status, redirect target, type, length and body (to read or cancel). */
export type PosterFetch = {
  status: number;
  location: string | null;
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
};

/** The network primitives the poster fetcher uses (tests replace them; there is no internet in CI). */
export type PosterNet = {
  lookup: (hostname: string) => Promise<ResolvedAddress[]>;
  /** One GET of `url` connected to `address` only, redirects NOT followed; `signal` ends it. */
  get: (
    url: URL,
    address: ResolvedAddress,
    init: { accept: string; signal: AbortSignal },
  ) => Promise<PosterFetch>;
};

/** The limits of one poster fetch (tests lower them). */
export type PosterLimits = {
  /** The whole fetch — oEmbed, picture, every redirect — ends after this many milliseconds. */
  deadlineMs: number;
  /** The largest picture read (bytes); one byte more and the fetch is given up. */
  maxImageBytes: number;
  /** The largest oEmbed answer read (bytes). */
  maxJsonBytes: number;
  /** A post whose picture could not be fetched is not asked for again before this many milliseconds. */
  retryAfterMs: number;
  /** At most this many fetches at once; a request beyond them gets the generated poster at once. */
  maxInFlight: number;
};

export const POSTER_LIMITS: PosterLimits = {
  deadlineMs: 6000,
  maxImageBytes: 2 * 1024 * 1024,
  maxJsonBytes: 64 * 1024,
  retryAfterMs: 10 * 60 * 1000,
  maxInFlight: 4,
};

/** Redirects followed per address (TikTok's CDN signs and redirects once at most). */
const MAX_HOPS = 3;
/** A picture larger than this (pixels) is not decoded (a small file can declare a huge image). */
const MAX_INPUT_PIXELS = 16_000_000;
const WEBP_QUALITY = 72;
/** Where TikTok's oEmbed `thumbnail_url` may point: its CDNs, over https. */
const TIKTOK_IMAGE_DOMAINS = ['tiktokcdn.com', 'tiktokcdn-us.com', 'tiktokcdn-eu.com'];
const TIKTOK_OEMBED = 'https://www.tiktok.com/oembed';

/** A picture that cannot be had: the reason stays in the process (the answer is the generated poster). */
export class PosterUnavailable extends Error {}

/** https, no credentials, the default port: the shape every hop must have. */
function isPlainHttps(url: URL): boolean {
  return url.protocol === 'https:' && !url.username && !url.password && url.port === '';
}

/** A hop towards a TikTok thumbnail: https on one of TikTok's CDN domains. */
export function isTiktokImageHop(url: URL): boolean {
  return isPlainHttps(url) && TIKTOK_IMAGE_DOMAINS.some((d) => url.hostname.endsWith(`.${d}`));
}

/** A hop towards a YouTube thumbnail: https on `i.ytimg.com` only. */
export function isYoutubeImageHop(url: URL): boolean {
  return isPlainHttps(url) && url.hostname === 'i.ytimg.com';
}

/** Rejects when `signal` aborts first; `late` gets an answer that came after (to cancel its body). */
function within<T>(work: Promise<T>, signal: AbortSignal, late?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PosterUnavailable('the deadline passed'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) late?.(value);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof PosterUnavailable ? error : new PosterUnavailable(String(error)));
      },
    );
  });
}

/** Reads a body up to `maxBytes`; one byte more (or the deadline) cancels it and throws. */
async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stop = (why: string) => {
    void reader.cancel().catch(() => {});
    return new PosterUnavailable(why);
  };
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(stop('the deadline passed'));
    signal.addEventListener('abort', () => reject(stop('the deadline passed')), { once: true });
  });
  aborted.catch(() => {});
  for (;;) {
    const { done, value } = await Promise.race([reader.read(), aborted]);
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) throw stop(`larger than ${maxBytes} bytes`);
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs `start`, following redirects by hand while every hop passes `allowed`; every name is
 * resolved and refused when any of its addresses is not public, and the connection goes to that
 * checked address. Throws PosterUnavailable on anything else.
 */
export async function fetchAllowed(
  start: URL,
  allowed: (url: URL) => boolean,
  opts: { net: PosterNet; accept: string; maxBytes: number; signal: AbortSignal },
): Promise<{ body: Buffer; contentType: string | null }> {
  let current = start;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    if (!allowed(current))
      throw new PosterUnavailable(`hop ${hop} leaves the allowed hosts: ${current.host}`);
    const addresses = await within(opts.net.lookup(current.hostname), opts.signal);
    if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address)))
      throw new PosterUnavailable(`${current.hostname} resolves to a non-public address`);
    const res = await within(
      opts.net.get(current, addresses[0]!, { accept: opts.accept, signal: opts.signal }),
      opts.signal,
      (late) => void late.body?.cancel().catch(() => {}),
    );
    const drop = () => void res.body?.cancel().catch(() => {});
    if (res.status >= 300 && res.status < 400 && res.location) {
      drop();
      try {
        current = new URL(res.location, current);
      } catch {
        throw new PosterUnavailable('bad redirect');
      }
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      drop();
      throw new PosterUnavailable(`status ${res.status} from ${current.host}`);
    }
    if (res.contentLength !== null && res.contentLength > opts.maxBytes) {
      drop();
      throw new PosterUnavailable(`declared larger than ${opts.maxBytes} bytes`);
    }
    return { body: await readBounded(res.body, opts.maxBytes, opts.signal), contentType: res.contentType };
  }
  throw new PosterUnavailable('too many redirects');
}

const IMAGE_ACCEPT = 'image/webp,image/jpeg,image/png,image/*;q=0.5';

/** A TikTok video's thumbnail: its oEmbed answer names it (on TikTok's CDN). */
async function tiktokPicture(url: string, net: PosterNet, limits: PosterLimits, signal: AbortSignal) {
  const ids = tiktokIds(url);
  if (!ids) throw new PosterUnavailable('not a TikTok video link');
  const oembed = new URL(TIKTOK_OEMBED);
  // The canonical address from the parsed ids, never the stored string as it is.
  oembed.searchParams.set('url', `https://www.tiktok.com/@${ids.handle}/video/${ids.videoId}`);
  const answer = await fetchAllowed(oembed, isAllowedHop, {
    net,
    accept: 'application/json',
    maxBytes: limits.maxJsonBytes,
    signal,
  });
  let thumbnail: URL;
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as { thumbnail_url?: unknown };
    if (typeof parsed.thumbnail_url !== 'string') throw new Error('no thumbnail_url');
    thumbnail = new URL(parsed.thumbnail_url);
  } catch (error) {
    throw new PosterUnavailable(`oEmbed: ${(error as Error).message}`);
  }
  const picture = await fetchAllowed(thumbnail, isTiktokImageHop, {
    net,
    accept: IMAGE_ACCEPT,
    maxBytes: limits.maxImageBytes,
    signal,
  });
  return picture.body;
}

/** A YouTube video's thumbnail: the 1280 px one when the video has it, else the 480 px one. */
async function youtubePicture(url: string, net: PosterNet, limits: PosterLimits, signal: AbortSignal) {
  if (!videoThumbnailUrl('videoYoutube', url)) throw new PosterUnavailable('not a YouTube video link');
  let last: unknown = null;
  for (const size of YOUTUBE_THUMBNAILS) {
    try {
      const address = new URL(videoThumbnailUrl('videoYoutube', url, size) as string);
      const picture = await fetchAllowed(address, isYoutubeImageHop, {
        net,
        accept: IMAGE_ACCEPT,
        maxBytes: limits.maxImageBytes,
        signal,
      });
      return picture.body;
    } catch (error) {
      last = error;
      if (signal.aborted) break;
    }
  }
  throw last instanceof PosterUnavailable ? last : new PosterUnavailable(String(last));
}

/** A poster's bytes and validator. */
export type PosterPicture = { width: PosterWidth; bytes: Buffer; etag: string };

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** WEBP's RIFF header, which domain's upload sniffer does not accept (uploads are PNG, GIF, JPEG). */
function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  );
}

/**
 * Crops a picture to the poster's shape (centred, never enlarged) and encodes it as WebP at every
 * served width; a picture narrower than a width is served at its own width there.
 */
export async function encodePosters(bytes: Buffer, shape: PosterShape): Promise<PosterPicture[]> {
  const head = new Uint8Array(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64));
  if (!sniffImageType(head) && !isWebp(bytes))
    throw new PosterUnavailable('not a PNG, GIF, JPEG or WebP picture');
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    // The widest crop of the shape's aspect inside the picture.
    const cropWidth = Math.min(
      width,
      Math.floor(shape === 'portrait' ? (height * 9) / 16 : (height * 16) / 9),
    );
    if (cropWidth < 1) throw new PosterUnavailable('an empty picture');
    const out: PosterPicture[] = [];
    for (const served of POSTER_WIDTHS) {
      const size = posterSize(shape, Math.min(served, cropWidth));
      const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: size.width, height: Math.max(1, size.height), fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      out.push({ width: served, bytes: data, etag: etagOf(data) });
    }
    return out;
  } catch (error) {
    if (error instanceof PosterUnavailable) throw error;
    throw new PosterUnavailable(`cannot decode: ${(error as Error).message}`);
  }
}

/**
 * The generated poster: the site's own TikTok poster (a dark violet gradient with TikTok's note,
 * faint) and its YouTube counterpart (the same gradient, a faint play mark), drawn at the size asked.
 */
function posterSvg(shape: PosterShape, width: number, height: number): string {
  const gradient =
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f1b2e"/><stop offset="1" stop-color="#3b2f4f"/></linearGradient></defs>';
  const body =
    shape === 'portrait'
      ? '<rect width="180" height="320" fill="url(#g)"/><path d="M96 128v44a14 14 0 1 1-10-13.4V128h10c1.5 9 7.5 14.5 16 15.5v10c-6.2-.3-11.5-2.5-16-6.3z" fill="#ffffff" fill-opacity=".35"/>'
      : '<rect width="320" height="180" fill="url(#g)"/><rect x="136" y="73" width="48" height="34" rx="9" fill="#ffffff" fill-opacity=".35"/><path d="M154 81v18l14-9z" fill="#1f1b2e" fill-opacity=".8"/>';
  const box = shape === 'portrait' ? '0 0 180 320' : '0 0 320 180';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${gradient}${body}</svg>`;
}

const generated = new Map<string, Promise<PosterPicture>>();

/** The generated poster of a shape at a width (drawn once per process). */
export function generatedPoster(shape: PosterShape, width: PosterWidth): Promise<PosterPicture> {
  const key = `${shape}:${width}`;
  let poster = generated.get(key);
  if (!poster) {
    const size = posterSize(shape, width);
    poster = sharp(Buffer.from(posterSvg(shape, size.width, size.height)))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .then((bytes) => ({ width, bytes, etag: etagOf(bytes) }));
    generated.set(key, poster);
    poster.catch(() => generated.delete(key));
  }
  return poster;
}

/** Where an answered poster came from: a kept thumbnail, or the generated stand-in. */
export type PosterSource = 'tiktok' | 'youtube' | 'cover' | 'generated';
export type Poster = PosterPicture & { source: PosterSource };

type VideoPost = { id: number; type: string; url: string | null; cover: string | null };

/**
 * The posters of the service: kept ones from the database; missing ones fetched once per post (one
 * fetch per post at a time, at most `maxInFlight` at once, a failed post left alone for
 * `retryAfterMs`), the generated poster meanwhile.
 */
export class Posters {
  private readonly pending = new Map<number, Promise<Map<number, Poster> | null>>();
  private readonly failedUntil = new Map<number, number>();
  private failures = { count: 0, last: '', loggedAt: 0 };

  constructor(
    private readonly net: PosterNet,
    private readonly limits: PosterLimits = POSTER_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The poster of a post at a width, or null when the post is not a YouTube or TikTok post. */
  async get(db: Executor, postId: number, width: PosterWidth): Promise<Poster | null> {
    const [kept] = await db
      .select({ bytes: s.videoPosters.bytes, etag: s.videoPosters.etag, source: s.videoPosters.source })
      .from(s.videoPosters)
      .where(and(eq(s.videoPosters.postId, postId), eq(s.videoPosters.width, width)));
    if (kept) return { width, bytes: kept.bytes, etag: kept.etag, source: kept.source as PosterSource };
    const [post] = await db
      .select({ id: s.posts.id, type: s.posts.type, url: s.posts.url, cover: s.posts.cover })
      .from(s.posts)
      .where(eq(s.posts.id, postId));
    const shape = post ? posterShape(post.type as PostType) : null;
    if (!post || !shape) return null;
    const fetched = await this.fill(db, post, shape);
    const poster = fetched?.get(width);
    if (poster) return poster;
    return { ...(await generatedPoster(shape, width)), source: 'generated' };
  }

  /** Fetches, encodes and keeps a post's posters; null when they cannot be had now. Never throws. */
  private fill(db: Executor, post: VideoPost, shape: PosterShape): Promise<Map<number, Poster> | null> {
    const running = this.pending.get(post.id);
    if (running) return running;
    if ((this.failedUntil.get(post.id) ?? 0) > this.now()) return Promise.resolve(null);
    if (this.pending.size >= this.limits.maxInFlight) return Promise.resolve(null);
    const work = this.fetchAndKeep(db, post, shape)
      .then((posters) => {
        this.failedUntil.delete(post.id);
        return posters;
      })
      .catch((error: unknown) => {
        this.failed(post.id, error);
        return null;
      })
      .finally(() => this.pending.delete(post.id));
    this.pending.set(post.id, work);
    return work;
  }

  private async fetchAndKeep(
    db: Executor,
    post: VideoPost,
    shape: PosterShape,
  ): Promise<Map<number, Poster>> {
    const { bytes, source } = await this.picture(db, post);
    const pictures = await encodePosters(bytes, shape);
    await db
      .insert(s.videoPosters)
      .values(
        pictures.map((p) => ({ postId: post.id, width: p.width, source, etag: p.etag, bytes: p.bytes })),
      )
      .onConflictDoNothing();
    return new Map(pictures.map((p) => [p.width, { ...p, source }]));
  }

  /** The source picture: the post's own uploaded cover, else the network's thumbnail. */
  private async picture(db: Executor, post: VideoPost): Promise<{ bytes: Buffer; source: PosterSource }> {
    const upload = post.cover ? /^\/uploads\/([\w.-]{1,120})$/.exec(post.cover)?.[1] : undefined;
    if (upload) {
      const [file] = await db
        .select({ bytes: s.mediaFiles.bytes })
        .from(s.mediaFiles)
        .where(eq(s.mediaFiles.fname, upload));
      if (file) return { bytes: file.bytes, source: 'cover' };
    }
    if (!post.url) throw new PosterUnavailable('a video post without a link');
    const signal = AbortSignal.timeout(this.limits.deadlineMs);
    return post.type === 'videoTikTok'
      ? { bytes: await tiktokPicture(post.url, this.net, this.limits, signal), source: 'tiktok' }
      : { bytes: await youtubePicture(post.url, this.net, this.limits, signal), source: 'youtube' };
  }

  /** Leaves the post alone for a while; one log line a minute at most says how many failed. */
  private failed(postId: number, error: unknown) {
    this.failedUntil.set(postId, this.now() + this.limits.retryAfterMs);
    // Bounded: the oldest marks go first (a Map keeps insertion order).
    if (this.failedUntil.size > 10_000) this.failedUntil.delete(this.failedUntil.keys().next().value!);
    this.failures.count++;
    this.failures.last = (error as Error)?.message ?? String(error);
    const at = this.now();
    if (at - this.failures.loggedAt >= 60_000) {
      console.warn(
        `[api] posters: ${this.failures.count} thumbnail(s) could not be fetched (the generated poster is answered); last: ${this.failures.last}`,
      );
      this.failures = { count: 0, last: '', loggedAt: at };
    }
  }
}

/** The real network: DNS, then https to the checked address only (SNI and certificate for the name). */
export const nodePosterNet: PosterNet = {
  lookup: nodeNet.lookup,
  get: (url, address, init) =>
    new Promise((resolve, reject) => {
      const pinned: LookupFunction = (_host, options, callback) => {
        if ((options as { all?: boolean }).all) callback(null, [address] as never);
        else callback(null, address.address, address.family);
      };
      const req = request(
        url,
        {
          method: 'GET',
          lookup: pinned,
          signal: init.signal,
          timeout: 5000,
          headers: {
            'user-agent': 'Mozilla/5.0 (compatible; Lightbearers poster fetcher)',
            accept: init.accept,
          },
        },
        (res) => {
          const length = Number(res.headers['content-length']);
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            contentType: res.headers['content-type'] ?? null,
            contentLength:
              Number.isFinite(length) && res.headers['content-length'] !== undefined ? length : null,
            body: Readable.toWeb(res) as ReadableStream<Uint8Array>,
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end();
    }),
};
