// `pnpm --filter @lightbearers/site bench`: Lighthouse (mobile preset, median of 5 runs) on `/` of
// the built site served for real (the service, PGlite + demo data, SITE_DIR) beside a bare React 19
// page built in the same run and served by the same service code, side by side: performance score,
// LCP, TBT, CLS. Timings are reported, never gated (ADR 024). Not part of `npm test`.
//   RUNS=3 pnpm --filter @lightbearers/site bench
//   pnpm --filter @lightbearers/site bench / /p/12   (the site's paths to audit; default `/`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { appSources, buildApp, isStale } from '../../../scripts/build-freshness.mjs';
import { chromiumArgs, ensureChromium } from '../../../scripts/chromium.mjs';
import { serveSite } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '..');
const repoRoot = path.resolve(siteRoot, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
/** The site's paths to audit, from the command line (`--` is skipped); `/` when none is given. */
const PATHS = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (PATHS.length === 0) PATHS.push('/');

/** Debian's Chromium with a DevTools port for Lighthouse. */
function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lb-lighthouse-'));
  const child = spawn(
    ensureChromium(),
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(err);
      if (m)
        resolve({
          port: Number(m[1]),
          close: () => {
            child.kill('SIGTERM');
            rmSync(profile, { recursive: true, force: true });
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err}`)));
  });
}

async function audit(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Lighthouse's default config is the mobile preset (Moto G class device, simulated slow 4G).
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result.lhr;
    // The LCP element and its subparts (first byte, load delay, load time, render delay).
    const lcpParts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
    const node = lcpParts.find((item) => item.type === 'node');
    const phases = (lcpParts.find((item) => item.type === 'table')?.items ?? [])
      .map((p) => `${p.label} ${Math.round(p.duration)} ms`)
      .join(', ');
    runs.push({
      lcpElement: node ? `${node.snippet ?? node.nodeLabel} (${node.selector})` : 'none',
      lcpPhases: phases,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
    });
    process.stdout.write('.');
  }
  // The median run by score (then LCP), as Lighthouse's own guidance does.
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return { median: sorted[Math.floor(sorted.length / 2)], runs };
}

if (isStale(path.join(siteRoot, 'dist/index.html'), appSources(siteRoot, repoRoot))) {
  console.log('› Building the site…');
  await buildApp(siteRoot);
}
console.log('› Building the bare React 19 page…');
const bareOut = mkdtempSync(path.join(tmpdir(), 'lb-bare-react-'));
const { build } = await import('vite');
const react = (await import('@vitejs/plugin-react')).default;
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
await build({
  root: path.join(here, 'bare'),
  configFile: false,
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: bareOut, emptyOutDir: true, target: 'es2022' },
});
process.env.NODE_ENV = nodeEnv;

const site = await serveSite(path.join(siteRoot, 'dist'));
const bare = await serveSite(bareOut);
const chromium = await launchChromium();
try {
  console.log(`› Lighthouse, mobile preset, ${RUNS} runs each`);
  const results = [];
  for (const [name, url] of [
    ...PATHS.map((p) => [`site ${p}`, `${site.url}${p}`]),
    ['bare React 19', `${bare.url}/`],
  ]) {
    process.stdout.write(`  ${name} `);
    results.push([name, await audit(url, chromium.port)]);
    process.stdout.write('\n');
  }
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(
    `\n${'page'.padEnd(16)}${'score'.padStart(7)}${'LCP'.padStart(10)}${'TBT'.padStart(10)}${'CLS'.padStart(8)}${'FCP'.padStart(10)}`,
  );
  for (const [name, { median }] of results)
    console.log(
      `${name.padEnd(16)}${String(median.score).padStart(7)}${ms(median.lcp).padStart(10)}${ms(median.tbt).padStart(10)}${median.cls.toFixed(3).padStart(8)}${ms(median.fcp).padStart(10)}`,
    );
  console.log(`(median of ${RUNS} runs; this machine's Chromium, simulated mobile throttling)`);
  for (const [name, { median }] of results)
    console.log(
      `\n${name}: LCP element ${median.lcpElement}${median.lcpPhases ? `\n  ${median.lcpPhases}` : ''}`,
    );
} finally {
  chromium.close();
  site.close();
  bare.close();
  rmSync(bareOut, { recursive: true, force: true });
}
