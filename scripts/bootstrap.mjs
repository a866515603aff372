// Makes a fresh machine that has only Node and npm ready: the pinned pnpm (global when it is the
// right version, else installed into .tools/ with npm — no root needed) and the workspace's
// dependencies (installed when node_modules is missing or the lockfile changed since).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const toolsBin = path.join(root, '.tools', 'node_modules', '.bin');

function pnpmVersionOnPath() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Puts the pinned pnpm first on PATH (for this process and its children) and returns its name. */
export function ensurePnpm() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: Lightbearers needs Node 20.19 or newer.`);
    process.exit(1);
  }
  if (pnpmVersionOnPath() === PNPM_VERSION) return 'pnpm';
  if (!existsSync(path.join(toolsBin, 'pnpm'))) {
    console.log(`› Installing pnpm ${PNPM_VERSION} into .tools/ (npm)…`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        path.join(root, '.tools'),
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `pnpm@${PNPM_VERSION}`,
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  process.env.PATH = `${toolsBin}${path.delimiter}${process.env.PATH}`;
  return 'pnpm';
}

/** Installs the workspace's dependencies when they are missing or the lockfile changed. */
export function ensureDependencies() {
  const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(root, 'node_modules', '.lightbearers-lock');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('› Installing dependencies (pnpm install --frozen-lockfile)…');
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: 'true' },
  });
  writeFileSync(stamp, hash);
}

export function bootstrap() {
  const pnpm = ensurePnpm();
  ensureDependencies();
  return pnpm;
}
