// Where a served page's main thread goes while it starts: the page loaded in Chromium at phone size
// with the processor slowed 4×, traced, N times; prints for each load and their median the boxes laid
// out (the layouts' dirty objects, which do not depend on the machine's load), the time in layout,
// script and paint, and the blocking time after the first paint as Lighthouse counts it (each task's
// time over 50 ms).
//   node bench/main-thread.mjs [/path]        (default /all/other; N=5 loads; DIST=dist)
// Serves DIST (a built site folder with its `dist-server` beside it) with the service, as the
// Lighthouse bench does. Figures only: nothing here gates.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { serveSite } from './serve.mjs';

const LOADS = Number(process.env.N ?? 5);
const page = process.argv[2] ?? '/all/other';
const site = await serveSite(path.resolve(process.env.DIST ?? 'dist'));
const browser = await chromium.launch(chromiumLaunchOptions());

/** One traced load of `url`: the renderer's main-thread events of the page. */
async function tracedLoad(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
    transferMode: 'ReportEvents',
  });
  await tab.goto(url, { waitUntil: 'load' });
  await tab.waitForTimeout(7000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The page's renderer: the process that asked for the site's assets (Chromium's own pages have others).
  const pid = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.args.data.url.startsWith(`${site.url}/assets/`),
  )?.pid;
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid,
  );
  if (!thread) throw new Error(`no renderer main thread for ${url}`);
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const ms = (names) => main.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur / 1000, 0);
  return {
    boxes: main
      .filter((e) => e.name === 'Layout')
      .reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    layout: ms(['Layout', 'UpdateLayoutTree']),
    script: ms(['FunctionCall', 'v8.evaluateModule', 'RunMicrotasks']),
    paint: ms(['Paint', 'PrePaint', 'Layerize', 'Commit']),
    blocking: main
      .filter((e) => e.name === 'RunTask' && e.ts >= firstPaint)
      .reduce((sum, e) => sum + Math.max(0, e.dur / 1000 - 50), 0),
  };
}

const columns = ['boxes', 'layout', 'script', 'paint', 'blocking'];
const line = (row) => columns.map((k) => `${k} ${Math.round(row[k])}`).join('  ');
try {
  console.log(`› ${page}, ${LOADS} loads (phone size, processor 4× slower; times in ms)`);
  const rows = [];
  for (let i = 0; i < LOADS; i++) {
    rows.push(await tracedLoad(site.url + page));
    console.log(`  ${line(rows.at(-1))}`);
  }
  const median = (k) => rows.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(`  median: ${line(Object.fromEntries(columns.map((k) => [k, median(k)])))}`);
} finally {
  await browser.close();
  site.close();
}
