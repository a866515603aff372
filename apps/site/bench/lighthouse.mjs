// `pnpm --filter @lightbearers/site bench`: Lighthouse (mobile preset, median of 5 runs) on the built
// site served for real (the service, PGlite + demo data, SITE_DIR) beside a bare React 19 page built
// in the same run and served by the same service code: performance score, LCP, TBT, CLS, FCP, and
// each row against the first screen's aims (LCP at most 1.5 × the bare page's, TBT at most 200 ms,
// CLS at most 0.02). Timings are reported, never gated (ADR 024). Not part of `npm test`.
// By default it audits, signed out, `/`, `/all/other`, a post (`/post/{id}`) and a profile
// (`/u@{handle}`), then `/all/other` signed in (a demo member, signed in as the site does it).
//   RUNS=3 pnpm --filter @lightbearers/site bench
//   pnpm --filter @lightbearers/site bench / /p/12   (only these paths, signed out)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { buildSite, isSiteStale } from '../../../scripts/build-freshness.mjs';
import { chromiumArgs, ensureChromium } from '../../../scripts/chromium.mjs';
import { serveSite, signInAs } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '..');
const repoRoot = path.resolve(siteRoot, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
/** The site's paths to audit signed out, from the command line (`--` is skipped); the default set when none is given. */
const PATHS = process.argv.slice(2).filter((a) => a.startsWith('/'));
const DEFAULT_SET = PATHS.length === 0;
/** The demo member whose `/all/other` is audited signed in. */
const MEMBER = 2;
/** The first screen's aims (ADR 024), reported beside the figures. */
const AIMS = { lcpTimesBare: 1.5, tbt: 200, cls: 0.02 };

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
          // Its profile goes once it has exited: a browser still closing writes into it.
          close: async () => {
            if (child.exitCode === null && child.signalCode === null) {
              const exited = new Promise((done) => child.once('exit', done));
              child.kill('SIGTERM');
              await exited;
            }
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

if (isSiteStale(siteRoot, repoRoot)) {
  console.log('› Building the site…');
  await buildSite(siteRoot);
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

const site = await serveSite(path.join(siteRoot, 'dist'), { AUTH_DEV: 'true' });
const bare = await serveSite(bareOut);
const chromium = await launchChromium();

/** The service's JSON at `p`. */
async function read(p) {
  const res = await fetch(`${site.url}${p}`);
  if (!res.ok) throw new Error(`${p}: ${res.status}`);
  return res.json();
}

/** The default set's post and profile: the feed's first post, a member with a handle and a picture. */
async function defaultPaths() {
  const { data: posts } = await read('/api/posts?pagination[pageSize]=1');
  const { data: profiles } = await read('/api/profiles?pagination[pageSize]=50');
  const member = profiles.find(
    (p) => p.attributes.at && /^\/uploads\/(?!none-)/.test(String(p.attributes.profile_picture ?? '')),
  );
  return ['/', '/all/other', `/post/${posts[0].id}`, `/u@${member.attributes.at}`];
}

/**
 * Signs the demo member in, in the audited browser, as the site does it (the development provider's
 * token handed over with this tab's nonce). Lighthouse keeps cookies and local storage between runs
 * (it clears caches and workers), so the audits after this one are a member's.
 */
async function signIn() {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  const page = await browser.contexts()[0].newPage();
  await signInAs(page, site.url, MEMBER);
  await page.close();
  await browser.close();
}

try {
  const signedOut = DEFAULT_SET ? await defaultPaths() : PATHS;
  console.log(`› Lighthouse, mobile preset, ${RUNS} runs each`);
  const results = [];
  const run = async (name, url) => {
    process.stdout.write(`  ${name} `);
    results.push([name, await audit(url, chromium.port)]);
    process.stdout.write('\n');
  };
  await run('bare React 19', `${bare.url}/`);
  for (const p of signedOut) await run(`site ${p}`, `${site.url}${p}`);
  if (DEFAULT_SET) {
    await signIn();
    await run('member /all/other', `${site.url}/all/other`);
  }
  const bareLcp = results[0][1].median.lcp;
  const ms = (v) => `${Math.round(v)} ms`;
  const mark = (ok) => (ok ? '✓' : '✗');
  const width = Math.max(...results.map(([name]) => name.length)) + 2;
  console.log(
    `\n${'page'.padEnd(width)}${'score'.padStart(7)}${'LCP'.padStart(11)}${'TBT'.padStart(11)}${'CLS'.padStart(9)}${'FCP'.padStart(10)}`,
  );
  for (const [name, { median }] of results)
    console.log(
      `${name.padEnd(width)}${String(median.score).padStart(7)}${`${ms(median.lcp)} ${mark(median.lcp <= AIMS.lcpTimesBare * bareLcp)}`.padStart(11)}${`${ms(median.tbt)} ${mark(median.tbt <= AIMS.tbt)}`.padStart(11)}${`${median.cls.toFixed(3)} ${mark(median.cls <= AIMS.cls)}`.padStart(9)}${ms(median.fcp).padStart(10)}`,
    );
  console.log(
    `(median of ${RUNS} runs; this machine's Chromium, simulated mobile throttling; ✓ within the aims: LCP ≤ ${AIMS.lcpTimesBare} × the bare page's ${ms(bareLcp)}, TBT ≤ ${AIMS.tbt} ms, CLS ≤ ${AIMS.cls})`,
  );
  for (const [name, { median }] of results)
    console.log(
      `\n${name}: LCP element ${median.lcpElement}${median.lcpPhases ? `\n  ${median.lcpPhases}` : ''}`,
    );
} finally {
  await chromium.close();
  site.close();
  bare.close();
  rmSync(bareOut, { recursive: true, force: true });
}
