// Makes a fresh machine that has only Node (any version from 20 on) and npm ready:
//   1. the project's Node: the running Node when it is 24 or newer; otherwise the Node named in
//      `.node-version` (the `node` package of the npm registry), installed into .tools/ with npm,
//      and the calling script is run again under it (`ensureNode`);
//   2. the pinned pnpm (`packageManager` in package.json): global when it is that exact version,
//      else installed into .tools/ with npm — no root needed (`ensurePnpm`);
//   3. the workspace's dependencies, installed when node_modules is missing or the lockfile
//      changed since (`ensureDependencies`).
// Every child process then finds the project's Node first on PATH, and .tools/node_modules/.bin
// right after it, so pnpm, tsc, biome, vite, storybook, the test runners and the service all run
// on the same Node 24.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The pnpm the project uses, from `packageManager` (`pnpm@X.Y.Z`). */
export const PNPM_VERSION = pkg.packageManager.split('@')[1];
/** The Node the project installs when the machine's is too old, from `.node-version`. */
export const NODE_VERSION = readFileSync(path.join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
/** The oldest Node the project runs on (`engines.node` is `>=24`). */
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);

const tools = path.join(root, '.tools');
const toolsBin = path.join(tools, 'node_modules', '.bin');
const toolsNode = path.join(toolsBin, 'node');

/** `--version` of a program, or null when it cannot run. */
function versionOf(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().replace(/^v/, '') : null;
}

/** Installs packages into .tools/ with npm (the only tool a fresh machine is sure to have). */
function npmInstallIntoTools(specs) {
  console.log(`› Installing ${specs.join(' and ')} into .tools/ (npm)…`);
  execFileSync(
    'npm',
    ['install', '--prefix', tools, '--no-audit', '--no-fund', '--loglevel=error', '--save-exact', ...specs],
    { stdio: 'inherit' },
  );
}

/**
 * PATH for this process and its children: the running Node's folder first (so `node` is the
 * project's Node), then .tools/node_modules/.bin (pnpm when it is installed there).
 */
function putToolsOnPath() {
  const parts = (process.env.PATH ?? '').split(path.delimiter);
  const first = [path.dirname(process.execPath), toolsBin];
  process.env.PATH = [...first, ...parts.filter((p) => p && !first.includes(p))].join(path.delimiter);
}

/**
 * Makes sure the script runs on Node ≥ 24. On an older Node it installs the Node of
 * `.node-version` (and the pinned pnpm, in the same npm call) into .tools/, runs the calling
 * script again under it with the same arguments, and leaves with its exit code: the returned
 * promise then never settles, so the caller's code after `await bootstrap()` runs only once,
 * on the project's Node.
 */
export function ensureNode() {
  const [major] = process.versions.node.split('.').map(Number);
  if (major >= NODE_MAJOR) {
    putToolsOnPath();
    return Promise.resolve();
  }
  if (major < 20) {
    console.error(
      `Node ${process.versions.node} is too old to start: use Node 20 or newer (the project brings Node ${NODE_MAJOR}).`,
    );
    process.exit(1);
  }
  if (versionOf(toolsNode) !== NODE_VERSION) {
    const specs = [`node@${NODE_VERSION}`];
    if (versionOf(path.join(toolsBin, 'pnpm')) !== PNPM_VERSION) specs.push(`pnpm@${PNPM_VERSION}`);
    npmInstallIntoTools(specs);
    if (versionOf(toolsNode) !== NODE_VERSION) {
      console.error(
        `✗ Node ${NODE_VERSION} did not install into .tools/ (npm install node@${NODE_VERSION}).`,
      );
      process.exit(1);
    }
  }
  console.log(
    `› Node ${process.versions.node} is older than ${NODE_MAJOR}: running on the project's Node ${NODE_VERSION} (.tools/)`,
  );
  const parts = (process.env.PATH ?? '').split(path.delimiter).filter((p) => p && p !== toolsBin);
  const child = spawn(toolsNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: [toolsBin, ...parts].join(path.delimiter) },
  });
  // Ctrl-C reaches the child through the terminal's process group; other signals are passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1)));
  return new Promise(() => {});
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal];
}

/** Puts the pinned pnpm first on PATH (for this process and its children) and returns its name. */
export function ensurePnpm() {
  putToolsOnPath();
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  npmInstallIntoTools([`pnpm@${PNPM_VERSION}`]);
  if (versionOf('pnpm') !== PNPM_VERSION) {
    console.error(`✗ pnpm ${PNPM_VERSION} did not install into .tools/ (npm install pnpm@${PNPM_VERSION}).`);
    process.exit(1);
  }
  return 'pnpm';
}

/** Installs the workspace's dependencies when they are missing or the lockfile changed. */
export function ensureDependencies() {
  const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256')
    .update(lock)
    .update(PNPM_VERSION)
    .update(process.versions.node)
    .digest('hex');
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

/** Node 24 (re-running the script under the project's Node when needed), pnpm, dependencies. */
export async function bootstrap() {
  await ensureNode();
  const pnpm = ensurePnpm();
  ensureDependencies();
  return pnpm;
}

// `npm run setup` (node scripts/bootstrap.mjs): only the set-up — Node 24, pnpm, dependencies —
// then the PATH line that makes `node` and `pnpm` the project's in this shell.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bootstrap();
  console.log(`› Ready: Node ${process.version}, pnpm ${PNPM_VERSION}. For pnpm by hand in this shell:`);
  console.log(`  export PATH="${toolsBin}${path.delimiter}$PATH"`);
}
