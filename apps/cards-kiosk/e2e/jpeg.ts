/** The size recorded in a JPEG's start-of-frame marker (baseline, extended or progressive). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG (no SOI marker)');
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`bad JPEG marker at ${at}`);
    const marker = bytes[at + 1] as number;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker >= 0xc0 && marker <= 0xc2) {
      const height = ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number);
      const width = ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number);
      return { width, height };
    }
    at += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

/** The first (luminance) quantisation table of a JPEG, in zig-zag order. */
export function lumaQuantTable(bytes: Uint8Array): number[] {
  let at = 2;
  while (at + 4 < bytes.length) {
    const marker = bytes[at + 1] as number;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker === 0xdb) {
      // Pq/Tq byte, then 64 eight-bit values for table 0.
      return Array.from(bytes.subarray(at + 5, at + 5 + 64));
    }
    at += 2 + length;
  }
  throw new Error('no DQT marker');
}

// The example luminance table of the JPEG standard (Annex K), row by row.
const ANNEX_K_LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
// Position in the 8×8 block of each zig-zag index (libjpeg's jpeg_natural_order).
const NATURAL_ORDER = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
];

/** The luminance table (zig-zag order) libjpeg writes at `quality` 1–100 (`jpeg_quality_scaling`). */
export function expectedLumaTable(quality: number): number[] {
  const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  return NATURAL_ORDER.map((i) =>
    Math.min(255, Math.max(1, Math.floor(((ANNEX_K_LUMA[i] as number) * scale + 50) / 100))),
  );
}
