// Where Debian's Chromium lives, and how to get it. Playwright cannot download a browser here, so
// every browser test (story tests, e2e) drives the system Chromium binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export function findChromium() {
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/** Returns the Chromium binary, installing Debian's package with apt when missing and root. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      '\nThe browser tests need Chromium and it is not installed.\n' +
        '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  Elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium\n',
    );
    process.exit(1);
  }
  console.log('› Installing Debian’s Chromium (apt-get install chromium)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but no binary was found');
  return installed;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/** Playwright launch options for Debian's Chromium (`CHROMIUM_PATH` or the Debian path). */
export function chromiumLaunchOptions() {
  return { executablePath: findChromium() ?? '/usr/lib/chromium/chromium', args: chromiumArgs };
}
