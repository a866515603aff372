/**
 * A small PNG that is expensive to decode: a large RGB image of one colour (every byte zero),
 * optionally 16 bits per sample and Adam7-interlaced, deflated into a few hundred kilobytes.
 * The storm of ADR 020 sent 6300 × 6300, 16-bit, interlaced: under the old 40 MP limit, 238 MB of
 * samples to inflate and de-interlace from ~230 kB. Built by hand (a zlib stream of zeros) in about
 * a second, instead of asking an encoder to compress 238 MB.
 */
import { crc32, createDeflate } from 'node:zlib';

/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The bytes of the filtered scanlines (one filter byte per row) of an RGB image. */
function rawLength(width: number, height: number, bytesPerPixel: number, interlaced: boolean): number {
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let n = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) n += h * (1 + w * bytesPerPixel);
  }
  return n;
}

export async function hostilePng(opts: {
  width: number;
  height: number;
  bitDepth?: 8 | 16;
  interlaced?: boolean;
}): Promise<Buffer> {
  const { width, height, bitDepth = 16, interlaced = true } = opts;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = 2; // RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = interlaced ? 1 : 0;
  let left = rawLength(width, height, 3 * (bitDepth / 8), interlaced);
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const zeros = Buffer.alloc(1 << 20);
  while (left > 0) {
    const part = zeros.subarray(0, Math.min(left, zeros.length));
    left -= part.length;
    if (!deflate.write(part)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body with `files` parts, as the site's upload sends it. */
export function uploadBody(files: Buffer[], name = 'storm.png'): { body: Buffer; contentType: string } {
  const boundary = `storm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      f,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
