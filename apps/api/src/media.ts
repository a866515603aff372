import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type * as s from './db/schema.js';
import { ApiError } from './errors.js';
import { sniffImageType } from './rules.js';

/** Re-encoded sizes (longest side, px); the original is capped at ORIGINAL_MAX. */
export const FORMATS = { thumbnail: 245, small: 500, medium: 750, large: 1000 } as const;
const ORIGINAL_MAX = 2000;
/** JPEG quality of every stored size (0.9). */
const QUALITY = 90;

/**
 * Most pixels an upload may decode to, by type (ADR 020). PNG and GIF compress a large plain image
 * into a few kilobytes — 6300 × 6300 16-bit interlaced is 238 MB of samples from 230 kB — so they
 * get less than JPEG, and a 16-bit PNG counts each pixel twice. A phone photo (12–40 MP JPEG) and a
 * screenshot (3–5 MP PNG) fit; nothing bigger than 2000 px is kept anyway.
 */
export const PIXEL_LIMITS = { jpeg: 40_000_000, png: 16_000_000, gif: 16_000_000 } as const;

async function jpeg(input: Buffer, max: number, limitInputPixels: number = PIXEL_LIMITS.jpeg) {
  const { data, info } = await sharp(input, { limitInputPixels })
    .rotate()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export type EncodedImage = {
  hash: string;
  base: string;
  width: number;
  height: number;
  size: number;
  files: Array<{ fname: string; mime: string; bytes: Buffer }>;
  formats: Record<string, s.MediaFormat>;
};

/** An image whose type and size were checked from its header, ready to decode. */
export type CheckedImage = { bytes: Buffer; type: keyof typeof PIXEL_LIMITS };

/**
 * Checks an image from its first bytes and its header, without decoding it: PNG, GIF or JPEG only
 * (415), readable (400), and within its type's pixel limit (413).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const sniffed = sniffImageType(new Uint8Array(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64)));
  if (!sniffed) throw new ApiError(415, 'Only PNG, GIF and JPEG images can be uploaded');
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new ApiError(400, 'The image cannot be read');
  }
  const type =
    meta.format === 'png' || meta.format === 'gif' || meta.format === 'jpeg' ? meta.format : sniffed;
  // The first frame is what is decoded (an animated GIF's pages are not).
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  const weight = meta.depth === 'ushort' ? 2 : 1;
  const limit = PIXEL_LIMITS[type];
  if (pixels * weight > limit)
    throw new ApiError(
      413,
      `The image is too large: at most ${limit / 1_000_000} megapixels for ${type.toUpperCase()}${
        type === 'jpeg' ? '' : ' (16-bit images count twice)'
      }`,
    );
  return { bytes, type };
}

/**
 * Checks and re-encodes an image: type from its first bytes (png, gif, jpeg only), JPEG at
 * quality 90 with thumbnail/small/medium/large formats. `work` runs the decoding and encoding (the
 * upload route passes the image queue's `run`).
 */
export async function encodeImage(
  input: Buffer | CheckedImage,
  originalName: string,
  unique = true,
  work: <T>(fn: () => Promise<T>) => Promise<T> = (fn) => fn(),
): Promise<EncodedImage> {
  const { bytes, type } = Buffer.isBuffer(input) ? await checkImage(input) : input;
  return work(() => encodeChecked(bytes, PIXEL_LIMITS[type], originalName, unique));
}

async function encodeChecked(
  bytes: Buffer,
  limitInputPixels: number,
  originalName: string,
  unique: boolean,
): Promise<EncodedImage> {
  let original: Awaited<ReturnType<typeof jpeg>>;
  try {
    original = await jpeg(bytes, ORIGINAL_MAX, limitInputPixels);
  } catch {
    throw new ApiError(400, 'The image cannot be read');
  }
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const hash = unique ? `${digest}_${randomBytes(4).toString('hex')}` : digest;
  const base = (originalName.replace(/\.[^.]*$/, '') || 'image')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .slice(0, 60);
  const files: EncodedImage['files'] = [];
  const formats: Record<string, s.MediaFormat> = {};
  for (const [name, max] of Object.entries(FORMATS)) {
    const out = await jpeg(original.data, max);
    const fname = `${name}_${hash}.jpg`;
    files.push({ fname, mime: 'image/jpeg', bytes: out.data });
    formats[name] = {
      name: `${name}_${base}.jpg`,
      url: `/uploads/${fname}`,
      width: out.width,
      height: out.height,
      size: Math.round((out.data.length / 1024) * 100) / 100,
      mime: 'image/jpeg',
    };
  }
  files.push({ fname: `${hash}.jpg`, mime: 'image/jpeg', bytes: original.data });
  return {
    hash,
    base,
    width: original.width,
    height: original.height,
    size: original.data.length,
    files,
    formats,
  };
}
