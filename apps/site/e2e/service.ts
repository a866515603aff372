import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { apiRoot } from './paths';

export interface RunningService {
  /** The one origin of the site and its API, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Everything the service printed, for a failing setup's message. */
  output: () => string;
  close: () => Promise<void>;
}

/** A port nobody listens on right now (the service is then told to use it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A service's data directory, inside a temp directory of its own that `remove` deletes. */
interface DataDir {
  dir: string;
  remove: () => void;
}

/** A new data directory: empty, or a copy of `copyOf`. */
function tempDataDir(copyOf?: string): DataDir {
  // The data directory's parent also holds the service's JWT secret (the config keeps it there).
  const home = mkdtempSync(path.join(tmpdir(), 'lb-e2e-data-'));
  const dir = path.join(home, 'data');
  if (copyOf) cpSync(copyOf, dir, { recursive: true });
  return { dir, remove: () => rmSync(home, { recursive: true, force: true }) };
}

/**
 * Starts the REAL service (`apps/api/src/main.ts`, as `npm start` does) in a child process: PGlite
 * in `dataDir` with the Thai demo data (seeded there if it is empty), the development sign-in on
 * (loopback only), serving the built site from `siteDir` on the same origin as `/api`. Resolves
 * once `/health` answers.
 */
async function launchService(options: {
  siteDir: string;
  dataDir: string;
  env?: Record<string, string> | undefined;
  /** Another start script (a test's, e.g. with a fake TikTok host), run from apps/api. */
  entry?: string | undefined;
}): Promise<RunningService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED: 'demo',
      AUTH_DEV: 'true',
      SITE_DIR: options.siteDir,
      PUBLIC_SITE_URL: url,
      // One browser signs in again and again from one address: the per-minute limits would only
      // make the suite flaky (they have their own tests in the api suite).
      RATE_LIMIT_SCALE: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const until = Date.now() + 120_000;
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < until) {
    if (exitCode !== undefined)
      throw new Error(`the service exited (${exitCode}) before it was up:\n${output}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return { url, output: () => output, close };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await close();
  throw new Error(`the service did not answer /health within 120 s:\n${output}`);
}

/** `launchService` on `data`, whose directory goes when the service does not start. */
async function launchOn(
  data: DataDir,
  options: Omit<Parameters<typeof launchService>[0], 'dataDir'>,
): Promise<RunningService> {
  try {
    return await launchService({ ...options, dataDir: data.dir });
  } catch (error) {
    data.remove();
    throw error;
  }
}

/**
 * A data directory of the service with the demo data, made once per run (global-setup): the service
 * started on an empty directory seeds it as `npm start` does, and is stopped. Each service then
 * starts on a copy (`serviceOnCopy`), in a fraction of a second instead of the seed's seconds.
 */
export async function seedData(siteDir: string): Promise<DataDir> {
  const data = tempDataDir();
  const service = await launchOn(data, { siteDir });
  await service.close();
  return data;
}

/** The service on a copy of `seeded` (`seedData`'s directory), the copy removed when it closes. */
export async function serviceOnCopy(
  siteDir: string,
  seeded: string,
  env?: Record<string, string>,
  entry?: string,
): Promise<RunningService> {
  const data = tempDataDir(seeded);
  const service = await launchOn(data, { siteDir, env, entry });
  return {
    ...service,
    close: async () => {
      await service.close();
      data.remove();
    },
  };
}

/** The service for a test file's own use: the built site, on a copy of the run's seeded data. */
export function startService(
  env: Record<string, string> = {},
  options: { entry?: string } = {},
): Promise<RunningService> {
  return serviceOnCopy(inject('siteDist'), inject('seededData'), env, options.entry);
}
