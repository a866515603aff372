import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { connectValkey, RateLimits } from './middleware/rate-limit.js';
import { seedDemo } from './seed/demo.js';
import { loadRenderer, rendererFile } from './site-render.js';

export { type AppOptions, createApp } from './app.js';
export { type Config, ConfigError, loadConfig } from './config.js';
export { type Database, openDatabase } from './db/client.js';
export { seedDemo } from './seed/demo.js';

export type StartOptions = {
  /** Defaults to `loadConfig(process.env)`. */
  config?: Config;
  /** Use an already open database instead of the configured one. */
  database?: Database;
  now?: () => Date;
  resolveTikTok?: AppOptions['resolveTikTok'];
  /** The network the short-link resolver uses (an end-to-end test's fake TikTok host). */
  net?: AppOptions['net'];
  /** The network LINE's ID-token verification goes through (an end-to-end test's fake LINE). */
  lineFetch?: AppOptions['lineFetch'];
  log?: (line: string) => void;
};

export type RunningServer = {
  port: number;
  url: string;
  database: Database;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
};

/** Opens (or reuses) the database, seeds it when asked and it is empty, and listens. */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? ((l: string) => console.log(l));
  // Valkey, when named, keeps the rate limits of every instance (ADR 040): it must answer before
  // anything else is opened.
  const valkey = config.valkeyUrl ? await connectValkey(config.valkeyUrl) : null;
  const limits = valkey ? new RateLimits(config.rateLimitScale, 'valkey', { valkey }) : undefined;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
    }));
  if (config.seed === 'demo') {
    const seeded = await seedDemo(database.db, { now: opts.now?.() ?? new Date(), staff: config.authDev });
    if (seeded) await database.vacuum();
  }
  // The site's server build beside the built site renders its pages (ADR 037), unless turned off.
  const rendererPath = config.siteDir && config.siteRender ? rendererFile(config.siteDir) : null;
  const renderer = rendererPath ? await loadRenderer(rendererPath) : null;
  if (config.siteDir)
    log(renderer ? `Rendering the site's pages (${rendererPath})` : 'Serving the site as a client shell');
  if (config.kioskDir) log(`Serving the card kiosk at its card routes (${config.kioskDir})`);
  const app = createApp({
    database,
    config,
    now: opts.now,
    resolveTikTok: opts.resolveTikTok,
    net: opts.net,
    lineFetch: opts.lineFetch,
    renderer,
    ...(limits ? { limits } : {}),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const srv = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(srv));
    srv.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host}:${port}`;
  log(`Lightbearers API listening on ${url}`);
  return {
    port,
    url,
    database,
    app,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      valkey?.disconnect();
      if (!opts.database) await database.close();
    },
  };
}
