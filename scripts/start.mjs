// `npm start`: the product on this machine. Installs what it needs, builds the members' site and the
// card kiosk when their sources changed, then runs the service on the embedded database (PGlite,
// Thai demo data) serving the site's production bundles (ADR 024) and the kiosk's (at its card
// routes, ADR 039) on the same origin, and the Storybook, and prints their addresses. Ctrl-C stops
// everything.
//   SKIP_STORYBOOK=1 npm start   — without the Storybook (faster start)
//   SITE_DEV=1 npm start         — the site from Vite's dev server (hot reload) instead of the build
//   KIOSK_DEV=1 npm start        — the kiosk from Vite's dev server (hot reload, :5174, no offline
//                                  worker) instead of its build at the card routes
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { appSources, isSiteStale, isStale } from './build-freshness.mjs';

process.chdir(root);
await bootstrap();
console.log(`› Node ${process.version} (${process.execPath})`);

const siteRoot = path.join(root, 'apps/site');
const siteDist = path.join(siteRoot, 'dist');
const siteDev = Boolean(process.env.SITE_DEV);
if (!siteDev) {
  if (isSiteStale(siteRoot, root)) {
    console.log('› Building the site (its sources changed since the last build)…');
    const built = spawnSync('pnpm', ['--filter', '@lightbearers/site', 'run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) {
      console.error('✗ The site did not build; fix it, or run the dev server with SITE_DEV=1 npm start.');
      process.exit(built.status ?? 1);
    }
  } else console.log('› The site’s build is up to date (apps/site/dist).');
}

// The card kiosk built for the site's origin (`dist-site/`: its files under /card-kiosk/, ADR 039).
const kioskRoot = path.join(root, 'apps/cards-kiosk');
const kioskDist = path.join(kioskRoot, 'dist-site');
const hasKiosk = existsSync(path.join(kioskRoot, 'index.html'));
const kioskDev = hasKiosk && Boolean(process.env.KIOSK_DEV);
if (hasKiosk && !kioskDev) {
  const sources = appSources(kioskRoot, root, [path.join(kioskRoot, 'build')]);
  if (isStale(path.join(kioskDist, 'index.html'), sources)) {
    console.log('› Building the card kiosk (its sources changed since the last build)…');
    const built = spawnSync('pnpm', ['--filter', '@lightbearers/cards-kiosk', 'run', 'build:site'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) {
      console.error('✗ The kiosk did not build; fix it, or run its dev server with KIOSK_DEV=1 npm start.');
      process.exit(built.status ?? 1);
    }
  } else console.log('› The card kiosk’s build is up to date (apps/cards-kiosk/dist-site).');
}

const ports = {
  api: Number(process.env.PORT ?? 1337),
  site: Number(process.env.SITE_PORT ?? 5173),
  kiosk: Number(process.env.KIOSK_PORT ?? 5174),
  storybook: Number(process.env.STORYBOOK_PORT ?? 6006),
};

const services = [
  {
    name: 'api',
    when: existsSync(path.join(root, 'apps/api/src/main.ts')),
    cmd: ['pnpm', '--filter', '@lightbearers/api', 'start'],
    // Demo data and the development sign-in are opt-in (the service refuses them off loopback):
    // `npm start` is the local product, so it turns both on explicitly.
    env: {
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      AUTH_DEV: 'true',
      SEED: 'demo',
      // The service serves the built site itself: one origin for the pages and /api (ADR 024).
      ...(siteDev ? {} : { SITE_DIR: siteDist }),
      // …and the card kiosk's build at its card routes, /card22 and the rest (ADR 039).
      ...(hasKiosk && !kioskDev ? { KIOSK_DIR: kioskDist } : {}),
      PUBLIC_SITE_URL: siteDev ? `http://127.0.0.1:${ports.site}` : `http://127.0.0.1:${ports.api}`,
      KIOSK_URL: `http://127.0.0.1:${ports.kiosk}`,
    },
    url: `http://127.0.0.1:${ports.api}/health`,
    label: 'Service (API, PGlite + Thai demo data)',
  },
  {
    name: 'site',
    // Production bundles from the service (above), or with SITE_DEV=1 Vite's dev server.
    when: siteDev,
    cmd: [
      'pnpm',
      '--filter',
      '@lightbearers/site',
      'exec',
      'vite',
      '--port',
      String(ports.site),
      '--strictPort',
    ],
    env: { API_URL: `http://127.0.0.1:${ports.api}` },
    url: `http://127.0.0.1:${ports.site}/`,
    label: 'Site (members, Vite dev server)',
  },
  {
    name: 'kiosk',
    // The production build from the service (above), or with KIOSK_DEV=1 Vite's dev server.
    when: kioskDev,
    cmd: [
      'pnpm',
      '--filter',
      '@lightbearers/cards-kiosk',
      'exec',
      'vite',
      '--port',
      String(ports.kiosk),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    env: {},
    url: `http://127.0.0.1:${ports.kiosk}/`,
    label: 'Card kiosk (staff, Vite dev server)',
  },
  {
    name: 'storybook',
    when: !process.env.SKIP_STORYBOOK,
    cmd: [
      'pnpm',
      'exec',
      'storybook',
      'dev',
      '--port',
      String(ports.storybook),
      '--no-open',
      '--ci',
      '--quiet',
    ],
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
    url: `http://127.0.0.1:${ports.storybook}/`,
    label: 'Storybook (designers, reviewers)',
  },
].filter((s) => s.when);

const children = services.map((s) => {
  const [cmd, ...args] = s.cmd;
  // Own process group, so stopping kills pnpm and the server it started.
  const child = spawn(cmd, args, {
    env: { ...process.env, ...s.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${s.name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs = 180000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const ready = await Promise.all(services.map((s) => waitFor(s.url)));
console.log('\nLightbearers is running:');
services.forEach((s, i) => {
  console.log(`  ${ready[i] ? '✓' : '…'} ${s.label.padEnd(40)} ${s.url.replace(/health$/, '')}`);
  if (s.name === 'api' && !siteDev)
    console.log(
      `  ${ready[i] ? '✓' : '…'} ${'Site (members, production build)'.padEnd(40)} http://127.0.0.1:${ports.api}/`,
    );
  if (s.name === 'api' && hasKiosk && !kioskDev)
    console.log(
      `  ${ready[i] ? '✓' : '…'} ${'Card kiosk (staff, production build)'.padEnd(40)} http://127.0.0.1:${ports.api}/card-kiosk/ (cards at /card, /card/as, /card/m7, /card22, /card22m, /card22s)`,
    );
});
console.log('\nCtrl-C stops everything.\n');
