/**
 * Uploaded images (ADR 010): their files' bytes in `media_files` (the service keeps nothing on
 * disk), their metadata in `media`, owned by the member who uploaded them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { badRequest, forbidden } from '../errors.js';
import type { EncodedImage } from '../media.js';

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

/** Loads uploads that belong to the member, in the given order (403 for anybody else's, 400 for unknown ids). */
export async function ownMedia(db: Executor, memberId: number, ids: number[]) {
  if (!ids.length) return [];
  const found = await db.select().from(s.media).where(inArray(s.media.id, ids));
  for (const id of ids) {
    const m = found.find((x) => x.id === id);
    if (!m) throw badRequest(`Upload ${id} does not exist`);
    if (m.ownerId !== memberId) throw forbidden(`Upload ${id} belongs to another member`);
  }
  return ids.map((id) => found.find((x) => x.id === id)!);
}

/** One stored file of an upload by its name (`{hash}[_{size}].jpg`), or undefined. */
export async function mediaFile(db: Executor, fname: string) {
  const [file] = await db.select().from(s.mediaFiles).where(eq(s.mediaFiles.fname, fname));
  return file;
}
