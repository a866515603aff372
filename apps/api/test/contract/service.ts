/**
 * Starts the real service (`src/main.ts`) as a child process on a free port, on in-memory PGlite
 * with the demo data — black-box: only its command line and its HTTP contract are used.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository's root: the working directory the service is started in. */
const ROOT = resolve(HERE, '../../../..');
const ENTRY = resolve(HERE, '../../src/main.ts');

export interface RunningService {
  baseUrl: string;
  siteUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function tsxCommand(): { command: string; args: string[] } {
  const local = [resolve(HERE, '../../node_modules/.bin/tsx'), resolve(ROOT, 'node_modules/.bin/tsx')].find(
    existsSync,
  );
  return local ? { command: local, args: [ENTRY] } : { command: 'npx', args: ['--yes', 'tsx', ENTRY] };
}

/** Resolves when the service prints its "listening" line; rejects with its output when it exits or is too slow. */
export async function startService(timeoutMs = 120_000): Promise<RunningService> {
  if (!existsSync(ENTRY)) throw new Error(`the service's entry ${ENTRY} does not exist`);
  const port = await freePort();
  const siteUrl = 'http://site.test';
  const { command, args } = tsxCommand();
  // In-memory PGlite whatever the caller's environment says (the test command may export a PostgreSQL URL).
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: 'memory://',
      SEED: 'demo',
      // The development sign-in is opt-in (loopback only): the contract suite signs in as demo members.
      AUTH_DEV: 'true',
      NODE_ENV: 'test',
      PUBLIC_SITE_URL: siteUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: tsx runs the service in a grandchild, and stopping must reach it too
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  let output = '';
  const baseUrl = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      signal('SIGKILL');
      fail(new Error(`apps/api did not start within ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1].replace(/\/+$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(
        new Error(`apps/api exited (code ${code}, signal ${signal}) before listening. Output:\n${output}`),
      );
    });
  });
  return {
    baseUrl,
    siteUrl,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        signal('SIGTERM');
        setTimeout(() => signal('SIGKILL'), 5_000).unref();
      }),
  };
}

/** A valid 8×8 RGB PNG (the service sniffs and re-encodes uploads, so it must be a real image). */
export async function tinyPng(): Promise<Uint8Array<ArrayBuffer>> {
  const { crc32, deflateSync } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([240, 180 + x * 8, 60 + y * 20], row + 1 + x * 3);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
