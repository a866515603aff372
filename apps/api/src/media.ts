import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from './db/client.js';
import * as s from './db/schema.js';
import { ApiError } from './errors.js';
import { sniffImageType } from './rules.js';

/** Re-encoded sizes (longest side, px); the original is capped at ORIGINAL_MAX. */
export const FORMATS = { thumbnail: 245, small: 500, medium: 750, large: 1000 } as const;
const ORIGINAL_MAX = 2000;
const QUALITY = 90; // spec §9: JPEG quality 0.9

async function jpeg(input: Buffer, max: number) {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
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

/**
 * Checks and re-encodes an image: type from its first bytes (png, gif, jpeg only), JPEG at
 * quality 90 with thumbnail/small/medium/large formats.
 */
export async function encodeImage(bytes: Buffer, originalName: string, unique = true): Promise<EncodedImage> {
  const type = sniffImageType(new Uint8Array(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64)));
  if (!type) throw new ApiError(415, 'Only PNG, GIF and JPEG images can be uploaded');
  let original: Awaited<ReturnType<typeof jpeg>>;
  try {
    original = await jpeg(bytes, ORIGINAL_MAX);
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

/** Saves an encoded image: bytes in media_files (the service stays stateless), metadata in media. */
export async function saveImage(db: Executor, img: EncodedImage, ownerId: number | null) {
  // Seeded pictures may share files (same design): store each file once.
  await db.insert(s.mediaFiles).values(img.files).onConflictDoNothing();
  const [row] = await db
    .insert(s.media)
    .values({
      name: `${img.base}.jpg`,
      hash: img.hash,
      mime: 'image/jpeg',
      ext: '.jpg',
      width: img.width,
      height: img.height,
      size: img.size,
      url: `/uploads/${img.hash}.jpg`,
      formats: img.formats,
      ownerId,
    })
    .returning();
  return row!;
}

export async function storeImage(db: Executor, bytes: Buffer, originalName: string, ownerId: number | null) {
  return saveImage(db, await encodeImage(bytes, originalName), ownerId);
}
