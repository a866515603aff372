// What the site's benches share: the service (as `npm start` runs it: PGlite in memory, demo data)
// serving a built site folder (SITE_DIR) on a free port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the service serving `siteDir` (extra environment in `env`); resolves to { url, close }. */
export async function serveSite(siteDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      SEED: 'demo',
      SITE_DIR: siteDir,
      PUBLIC_SITE_URL: url,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, close: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the service serving ${siteDir} did not start`);
}

/** Where the site keeps the nonce of a sign-in this tab started (`SIGN_IN_NONCE_KEY` in src/session/handoff.ts). */
const SIGN_IN_NONCE_KEY = 'lb_sign_in_nonce';

/**
 * Signs demo member `uid` in on a Playwright `page` as the site does it: the development provider's
 * token (the service needs AUTH_DEV) handed over with the nonce this tab kept; resolves once the
 * site has stored the login and left the landing.
 */
export async function signInAs(page, siteUrl, uid) {
  const res = await fetch(`${siteUrl}/api/auth/dev`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uid }),
  });
  const { jwt } = await res.json();
  const nonce = `bench-${Date.now()}`;
  await page.goto(`${siteUrl}/privacy`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SIGN_IN_NONCE_KEY, nonce]);
  await page.goto(`${siteUrl}/#jwt=${encodeURIComponent(jwt)}&nonce=${nonce}`);
  await page.waitForFunction(
    (id) => JSON.parse(localStorage.getItem('072today') ?? '{}').userID === id && location.pathname !== '/',
    uid,
    { timeout: 30_000 },
  );
}
