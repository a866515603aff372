// `npm test`: every test of the project, from a fresh machine that has only Node and npm.
// Installs what it needs (pnpm, dependencies, Debian's Chromium when root), starts a throw-away
// PostgreSQL for the service suite, then runs: type check, lint, unit/integration/e2e (vitest),
// and the story tests (Storybook + test-runner: play, axe, light/night screenshots).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { bootstrap, PNPM_VERSION, root } from './bootstrap.mjs';
import { ensureChromium } from './chromium.mjs';
import { startPostgres } from './postgres.mjs';

process.chdir(root);
const started = Date.now();
await bootstrap();
console.log(`› Node ${process.version} (${process.execPath}), pnpm ${PNPM_VERSION}`);
const chromium = ensureChromium();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const env = { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const steps = [];

function run(name, cmd, args, extraEnv = {}) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      steps.push({ name, ok: code === 0, seconds });
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let pg;
try {
  pg = await startPostgres();
  env.TEST_DATABASE_URL = pg.url;
  console.log(`› PostgreSQL for tests at ${pg.url}`);
} catch (error) {
  console.error(`✗ Could not start PostgreSQL: ${error.message}`);
  process.exitCode = 1;
}

try {
  if (pg) {
    // Every step runs even after a failure, so one run shows everything that is wrong.
    await run('types', 'pnpm', ['exec', 'tsc', '-b']);
    await run('lint', 'pnpm', ['exec', 'biome', 'check', '.']);
    const built = await run('build apps', 'pnpm', ['--filter', './apps/*', '--if-present', 'run', 'build']);
    if (built) {
      await run('unit, integration and e2e (vitest)', 'pnpm', [
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=test-results/vitest.json',
      ]);
    }
    await run('story tests (Storybook test-runner)', 'node', ['scripts/test-stories.mjs'], {
      STORIES_SUMMARY_FILE: path.resolve('test-results/stories.json'),
    });
  }
} finally {
  pg?.stop();
}

// The closing summary: steps, then the test counts of both runners.
const vitest = readJson('test-results/vitest.json');
const stories = readJson('test-results/stories.json');
let passed = 0;
let failed = 0;
for (const r of [vitest, stories]) {
  if (!r) continue;
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
}
const allOk = steps.length === 5 && steps.every((s) => s.ok) && !process.exitCode;
if (!allOk && failed === 0) failed = 1;
console.log('\n━━ Summary ━━');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`);
console.log(
  `vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no result'}`,
);
console.log(
  `stories: ${stories ? `${stories.numPassedTests} passed, ${stories.numFailedTests} failed` : 'no result'}`,
);
/** The first `count` non-blank lines of `text`, without colours, each at most 200 characters. */
function firstLines(text, count) {
  return stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
}
// The failures by name, so the last lines of a long log say what broke.
for (const r of [vitest, stories]) {
  for (const file of r?.testResults ?? []) {
    const names = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of names) {
      console.log(`  ✗ ${path.relative(process.cwd(), file.name)} › ${t.fullName ?? t.title}`);
      // The first lines of its error, so a run whose full log is lost still says why.
      for (const line of firstLines(t.failureMessages?.[0] ?? '', 4)) console.log(`      ${line}`);
    }
    if (!names.length && file.status === 'failed') {
      console.log(`  ✗ ${path.relative(process.cwd(), file.name)}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
