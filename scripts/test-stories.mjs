// Builds Storybook and runs @storybook/test-runner in Chromium over every story: play functions,
// axe, and light + night screenshots compared with .storybook/__screenshots__.
//   node scripts/test-stories.mjs            build + test
//   node scripts/test-stories.mjs --update   build + refresh baselines (only for an intended change)
//   node scripts/test-stories.mjs --no-build reuse storybook-static/
//   --out DIR: build into DIR (parallel runs); other flags go to the runner (jest), e.g.
//   --testPathPattern=button to test one component's stories.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bootstrap } from './bootstrap.mjs';
import { ensureChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

// Run directly on an older Node, this re-runs itself on the project's Node 24 (ADR 018); under
// `npm test` it is already there and only checks.
await bootstrap();

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'storybook-static';
const passThrough = args.filter(
  (a, i) => !['--update', '--no-build', '--out'].includes(a) && !(outIndex >= 0 && i === outIndex + 1),
);

const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, TZ: 'Asia/Bangkok', STORYBOOK_DISABLE_TELEMETRY: '1' };

// Asynchronous on purpose: the static server below lives in this process and must keep serving.
function run(cmd, cmdArgs, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (build) {
  console.log('› Building Storybook…');
  if ((await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', outDir])) !== 0) process.exit(1);
}

rmSync('test-results/visual-diffs', { recursive: true, force: true });
const server = await serveStatic(outDir);
console.log(`› Story tests against ${server.url}`);
const runnerArgs = ['exec', 'test-storybook', '--url', server.url, '--index-json', '--maxWorkers=2'];
if (update) runnerArgs.push('-u');
const status = await run('pnpm', [...runnerArgs, ...passThrough], update ? { CI: '' } : {});
await server.close();
if (status !== 0)
  console.error('\nStory tests failed. Screenshot diffs (if any): test-results/visual-diffs/');
process.exit(status);
