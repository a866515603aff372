import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
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

/**
 * Starts the REAL service (`apps/api/src/main.ts`, as `npm start` does) in a child process: in-memory
 * PGlite with the Thai demo data, the development sign-in on (loopback only), serving the built site
 * from `siteDir` on the same origin as `/api`. Resolves once `/health` answers.
 */
export async function startService(
  siteDir: string,
  env: Record<string, string> = {},
  options: { entry?: string } = {},
): Promise<RunningService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // `entry`: another start script (a test's, e.g. with a fake TikTok host), run from apps/api.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      SEED: 'demo',
      AUTH_DEV: 'true',
      SITE_DIR: siteDir,
      PUBLIC_SITE_URL: url,
      // One browser signs in again and again from one address: the per-minute limits would only
      // make the suite flaky (they have their own tests in the api suite).
      RATE_LIMIT_SCALE: '0',
      ...env,
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
