/**
 * The service as `npm start` runs it (`apps/api/src/main.ts`), except for one thing: its TikTok
 * short-link resolver reaches a fake TikTok on this machine (`FAKE_TIKTOK_ORIGIN`, an http server the
 * test runs) instead of the internet, through the resolver's injectable network. Every check of the
 * resolver still runs: the link's shape, https TikTok hosts at every hop, public addresses only.
 * Run by `startService(…, { entry })` with tsx, from `apps/api`.
 */
import { request } from 'node:http';
import { loadConfig, startServer } from '../../api/src/index.ts';

const fake = new URL(process.env.FAKE_TIKTOK_ORIGIN ?? '');

/** @type {import('../../api/src/tiktok.ts').Net} */
const net = {
  // Every TikTok name "resolves" to a public address; the fake GET below never connects to it.
  lookup: async (hostname) => {
    if (hostname !== 'tiktok.com' && !hostname.endsWith('.tiktok.com')) throw new Error('ENOTFOUND');
    return [{ address: '23.192.0.10', family: 4 }];
  },
  // One GET, as the real network does it, answered by the fake TikTok with the link's host.
  get: (url) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: fake.hostname,
          port: fake.port,
          path: `${url.pathname}${url.search}`,
          headers: { host: url.host },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
        },
      );
      req.on('error', reject);
      req.end();
    }),
};

const server = await startServer({ config: loadConfig(process.env), net });
const stop = async () => {
  await server.close().catch(() => {});
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
