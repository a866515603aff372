import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { backends, CREATOR, expectError, harness, type Res, type Served, serve } from './helpers.js';
import { hostilePng, uploadBody } from './hostile-png.js';

/**
 * Image work is bounded (ADR 020): uploads that are cheap to send and dear to decode must not make
 * every other member wait. Before, sharp's decodes and the bearer token's HS256 check (WebCrypto)
 * shared libuv's four threads: during a storm of 16-bit interlaced PNGs a signed-in request took
 * seconds. Now the pixel limits refuse such images from their header, the decodes wait in one
 * queue (one at a time by default, 503 with Retry-After when it is long), and the token is checked
 * on the main thread. Over a real socket.
 */
describe.each(backends())('image work is bounded on $name', (backend) => {
  const h = harness(backend);
  let token = '';
  let hostile: Buffer;
  let server: Served | undefined;
  beforeAll(async () => {
    token = await h.login(CREATOR);
    hostile = await hostilePng({ width: 6300, height: 6300, bitDepth: 16, interlaced: true });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const start = async (config: Partial<Config> = {}) => {
    server = await serve(h, { uploadLimit: 10 * 1024 * 1024, ...config });
    return server;
  };
  const upload = (srv: Served, files: Buffer[]) => {
    const { body, contentType } = uploadBody(files);
    return srv.send('POST', '/api/upload', { token, body, headers: { 'content-type': contentType } });
  };

  /** Probes `/api/users/me` one request at a time while `storm` runs; answers the latencies (ms). */
  const probeDuring = async (srv: Served, storm: Promise<unknown>) => {
    const latencies: number[] = [];
    let done = false;
    const stormDone = storm.finally(() => {
      done = true;
    });
    // At least a few probes, however soon the storm ends.
    while (!done || latencies.length < 5) {
      const t = performance.now();
      const r = await srv.send('GET', '/api/users/me', { token });
      expect(r.status).toBe(200);
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 25));
    }
    await stormDone;
    return latencies.sort((a, b) => a - b);
  };

  it("a signed-in member's request stays quick while others upload 6300 × 6300 16-bit interlaced PNGs", async () => {
    const srv = await start();
    expect(hostile.length).toBeLessThan(400_000);
    const answers: Res[] = [];
    // Five uploads at once: more decodes than libuv has threads (four).
    const storm = Promise.all(
      Array.from({ length: 5 }, async () => answers.push(await upload(srv, [hostile]))),
    );
    const latencies = await probeDuring(srv, storm);
    expect(latencies.length).toBeGreaterThan(0);
    // Generous: a quiet probe takes a few milliseconds; before, these took seconds.
    expect(latencies.at(-1), `probe latencies ${latencies.map(Math.round).join(', ')}`).toBeLessThan(1_000);
    // Refused from the header: PNG and GIF may have 16 MP, 16-bit samples counting twice.
    for (const a of answers) {
      expectError(a, 413);
      expect(a.body.error.message).toMatch(/megapixels/);
    }
  });

  it('decodes wait in one queue, one at a time; a long queue answers 503 with Retry-After', async () => {
    const srv = await start({ imageConcurrency: 1, imageQueueLimit: 3 });
    const allowed = await hostilePng({ width: 3000, height: 3000, bitDepth: 8, interlaced: true });
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 2);
    const answers: Res[] = [];
    const storm = Promise.all(
      Array.from({ length: 5 }, async () => answers.push(await upload(srv, [allowed, allowed]))),
    );
    let latencies: number[];
    try {
      latencies = await probeDuring(srv, storm);
    } finally {
      clearInterval(sample);
    }
    expect(latencies.at(-1), `probe latencies ${latencies.map(Math.round).join(', ')}`).toBeLessThan(1_000);
    expect(most).toBe(1);
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(ok.length + busy.length).toBe(5);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const a of ok) expect(a.body).toHaveLength(2);
    for (const a of busy) {
      expectError(a, 503);
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('pixel limits: PNG and GIF up to 16 MP (16-bit samples count twice), JPEG up to 40 MP', async () => {
    const srv = await start();
    const big = await upload(srv, [
      await hostilePng({ width: 4100, height: 4100, bitDepth: 8, interlaced: false }),
    ]);
    expectError(big, 413);
    const deep = await upload(srv, [
      await hostilePng({ width: 3000, height: 3000, bitDepth: 16, interlaced: false }),
    ]);
    expectError(deep, 413);
    const fine = await upload(srv, [
      await hostilePng({ width: 2000, height: 1500, bitDepth: 16, interlaced: true }),
    ]);
    expect(fine.status, fine.text.slice(0, 200)).toBe(200);
    expect(fine.body[0]).toMatchObject({ width: 2000, height: 1500, mime: 'image/jpeg' });
  });
});
