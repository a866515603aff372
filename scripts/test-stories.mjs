// Builds Storybook and runs @storybook/test-runner in Chromium over every story: play functions,
// axe, and light + night screenshots compared with .storybook/__screenshots__.
//   node scripts/test-stories.mjs            build + test
//   node scripts/test-stories.mjs --update   build + refresh baselines (only for an intended change)
//   node scripts/test-stories.mjs --no-build reuse the last test build (test-results/storybook/)
//   --out DIR: build into DIR (parallel runs); other flags go to the runner (jest), e.g.
//   a positional pattern (shell-escaped) to test only the matching story files, e.g.
//   'components-\(button\|badge\)'. A pattern naming packed test files, e.g. 'stories-4[46]'
//   (the names a whole run prints), reruns those files packed exactly as a whole run does —
//   how a failure seen only in a whole run is reproduced.
//
// A whole run (no pattern) groups the stories into test files of about STORIES_PER_FILE stories
// each, whole components together: the runner otherwise makes one test file per component, and
// each file costs seconds of its own (a fresh jest module registry, a new browser page loading the
// preview). The grouping is only what the runner reads (`index.json` fetched with the
// RUNNER_INDEX_HEADER header, see .storybook/test-runner.ts); story ids, and so baselines, are
// unchanged, and a failure names the component and the story.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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
// A test build (`storybook build --test`: no docs pages, docgen or source maps; the stories render as
// in the full build) takes ~10 s where the full one takes ~26 s. It has its own directory: the
// designers' full build (`pnpm build-storybook`) stays in storybook-static/.
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'test-results/storybook';
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
  if ((await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '--test', '-o', outDir])) !== 0)
    process.exit(1);
}

rmSync('test-results/visual-diffs', { recursive: true, force: true });
const STORIES_PER_FILE = 20;
const RUNNER_INDEX_HEADER = 'x-lightbearers-runner-index';
const patterns = passThrough.filter((a) => !a.startsWith('-'));
const wholeRun = patterns.every((p) => /^stories-[\d|()\\[\]-]+$/.test(p));

/** The index as the runner reads it: consecutive components packed into files of ~N stories. */
function groupedIndex() {
  const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8'));
  const entries = {};
  let group = 0;
  let inGroup = 0;
  let lastTitle = null;
  for (const [id, entry] of Object.entries(index.entries)) {
    if (entry.type !== 'story') continue;
    if (entry.title !== lastTitle && inGroup >= STORIES_PER_FILE) {
      group += 1;
      inGroup = 0;
    }
    lastTitle = entry.title;
    inGroup += 1;
    const title = `Stories ${String(group + 1).padStart(2, '0')}`;
    entries[id] = { ...entry, title, name: `${entry.title} › ${entry.name}` };
  }
  return JSON.stringify({ ...index, entries });
}

const server = await serveStatic(outDir, 0, {
  intercept: wholeRun
    ? (req, res) => {
        if (!req.url?.startsWith('/index.json') || !req.headers[RUNNER_INDEX_HEADER]) return false;
        res.setHeader('content-type', 'application/json');
        res.end(groupedIndex());
        return true;
      }
    : undefined,
});
console.log(`› Story tests against ${server.url}`);
const runnerArgs = ['exec', 'test-storybook', '--url', server.url, '--index-json', '--maxWorkers=2'];
if (update) runnerArgs.push('-u');
const status = await run('pnpm', [...runnerArgs, ...passThrough], update ? { CI: '' } : {});
await server.close();
if (status !== 0)
  console.error('\nStory tests failed. Screenshot diffs (if any): test-results/visual-diffs/');
process.exit(status);
