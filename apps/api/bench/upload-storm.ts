/**
 * Upload storm: how long a signed-in member waits while others upload images that are expensive to
 * decode (ADR 020, image work bounded). Starts the real service in a child process (PGlite in memory,
 * demo data, rate limits off — every uploader here shares one address), then
 *   1. probes `GET /api/users/me` with a bearer token, one request at a time, for a few seconds;
 *   2. probes the same while six uploaders each send four PNGs of 6300 × 6300, 16-bit, interlaced
 *      (~230 kB each) in a loop — the issue's storm;
 *   3. the same with images the service accepts (4000 × 4000, 8-bit, interlaced, 16 MP), which
 *      exercises the image queue rather than the pixel limits.
 * Prints the probe's p50 / p99 / max and the uploads' answers for each phase.
 *
 *   pnpm --filter @lightbearers/api exec tsx bench/upload-storm.ts
 *   BENCH_STORM_SECONDS=20 BENCH_API_DIR=/path/to/another/apps/api … (the service of another checkout)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostilePng, uploadBody } from '../test/hostile-png.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = process.env.BENCH_API_DIR ? path.resolve(process.env.BENCH_API_DIR) : path.resolve(here, '..');
const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 15);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 6);
const FILES = 4;

async function startService(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: 'memory://',
      SEED: 'demo',
      AUTH_DEV: 'true',
      RATE_LIMIT_SCALE: '0',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}):\n${out}`)));
  });
  return { url, child };
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

type Phase = {
  name: string;
  probes: number;
  p50: number;
  p99: number;
  max: number;
  uploads: Map<string, number>;
};

async function phase(
  name: string,
  url: string,
  jwt: string,
  upload: { body: Buffer; contentType: string } | null,
): Promise<Phase> {
  const until = Date.now() + STORM_SECONDS * 1000;
  const uploads = new Map<string, number>();
  const uploader = async () => {
    while (upload && Date.now() < until) {
      const res = await fetch(`${url}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': upload.contentType },
        body: new Uint8Array(upload.body),
      }).catch(() => null);
      const key = res ? String(res.status) : 'failed';
      if (res) await res.arrayBuffer();
      uploads.set(key, (uploads.get(key) ?? 0) + 1);
      // A refused upload (413, 503) is tried again after a moment, as a client would.
      if (res && res.status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
  };
  const latencies: number[] = [];
  const probe = async () => {
    // Let the uploads start first.
    await new Promise((r) => setTimeout(r, upload ? 500 : 0));
    while (Date.now() < until) {
      const t = performance.now();
      const res = await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${jwt}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`probe answered ${res.status}`);
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await Promise.all([probe(), ...Array.from({ length: upload ? UPLOADERS : 0 }, uploader)]);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    probes: sorted.length,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    max: sorted.at(-1) ?? 0,
    uploads,
  };
}

async function main() {
  console.log(`service: ${apiDir}; ${UPLOADERS} uploaders × ${FILES} files, ${STORM_SECONDS} s per phase`);
  const hostile = await hostilePng({ width: 6300, height: 6300, bitDepth: 16, interlaced: true });
  const allowed = await hostilePng({ width: 4000, height: 4000, bitDepth: 8, interlaced: true });
  console.log(
    `images: hostile ${hostile.length} bytes (6300×6300, 16-bit, interlaced); allowed ${allowed.length} bytes (4000×4000, 8-bit, interlaced)`,
  );
  const { url, child } = await startService();
  try {
    const signIn = await fetch(`${url}/api/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 2 }),
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    const phases = [
      await phase('quiet', url, jwt, null),
      await phase('storm: 6300×6300 16-bit interlaced', url, jwt, uploadBody(Array(FILES).fill(hostile))),
      await phase('storm: 4000×4000 8-bit interlaced', url, jwt, uploadBody(Array(FILES).fill(allowed))),
    ];
    console.log('\n| phase | probes | p50 ms | p99 ms | max ms | upload answers |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const p of phases)
      console.log(
        `| ${p.name} | ${p.probes} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} | ${p.max.toFixed(1)} | ${
          [...p.uploads].map(([k, v]) => `${k}×${v}`).join(', ') || '—'
        } |`,
      );
  } finally {
    child.kill('SIGTERM');
  }
}

void main();
