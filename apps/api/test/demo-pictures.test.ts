/**
 * The demo souvenirs' pictures carry no text: the picture renderer has no Thai face, so a price in
 * Thai ('50 คะแนน') came out as empty boxes — the first thing a newcomer saw in the shop. Decoded,
 * a souvenir's picture is the same pixels whatever label it is asked for; the seeded pictures are
 * those pictures.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { seedDemo } from '../src/seed/demo.js';
import { demoImage, demoSvg } from '../src/seed/images.js';
import { NOW } from './helpers.js';

const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer({ resolveWithObject: true })).data;

describe('demo souvenir pictures', () => {
  it('have no text element, and the label draws nothing', async () => {
    for (let i = 5; i < 17; i++) {
      expect(demoSvg(i, 600, 600, '50 คะแนน', 'product')).not.toContain('<text');
      const labelled = await pixels(await demoImage(i, 600, 600, '500 คะแนน', 'product'));
      const bare = await pixels(await demoImage(i, 600, 600, '', 'product'));
      expect(labelled.equals(bare)).toBe(true);
    }
    // The other pictures still carry theirs (the check above would see a label drawn).
    const photo = await pixels(await demoImage(5, 600, 600, '12', 'photo'));
    const photoBare = await pixels(await demoImage(5, 600, 600, '', 'photo'));
    expect(photo.equals(photoBare)).toBe(false);
  });

  it('the seeded souvenirs show those pictures', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemo(database.db, { now: NOW });
      const [first] = await database.db
        .select({ bytes: s.mediaFiles.bytes })
        .from(s.products)
        .innerJoin(s.media, eq(s.media.id, s.products.photoId))
        .innerJoin(s.mediaFiles, eq(s.mediaFiles.fname, sql`${s.media.hash} || '.jpg'`))
        .orderBy(s.products.id)
        .limit(1);
      expect(first).toBeDefined();
      const small = (bytes: Buffer) => sharp(bytes).resize(64, 64).removeAlpha().raw().toBuffer();
      const stored = await small(first!.bytes);
      const expected = await small(await demoImage(5, 600, 600, '', 'product'));
      expect(stored.length).toBe(expected.length);
      // Re-encoded as JPEG when stored: near, not equal.
      let diff = 0;
      for (let k = 0; k < expected.length; k++) diff += Math.abs(stored[k]! - expected[k]!);
      expect(diff / expected.length).toBeLessThan(4);
    } finally {
      await database.close();
    }
  });
});
