/**
 * The service as `npm start` runs it (`apps/api/src/main.ts`), except for one thing: LINE's ID-token
 * verification (`POST https://api.line.me/oauth2/v2.1/verify`) reaches a fake LINE on this machine
 * (`FAKE_LINE_ORIGIN`, an http server the test runs) instead of the internet, through the service's
 * injectable LINE network (ADR 041). The service sends and checks everything as it does with LINE:
 * the token, the channel, the token's nonce, the account in the route. Any other address is refused.
 * Run by `startService(…, { entry })` with tsx, from `apps/api`.
 */
import { loadConfig, startServer } from '../../api/src/index.ts';

const fake = new URL(process.env.FAKE_LINE_ORIGIN ?? '');

/** @type {typeof fetch} */
const lineFetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== 'https://api.line.me')
    return Promise.reject(new TypeError(`no network to ${url.origin} here (only LINE's, faked)`));
  return fetch(new URL(`${url.pathname}${url.search}`, fake), init);
};

const server = await startServer({ config: loadConfig(process.env), lineFetch });
const stop = async () => {
  await server.close().catch(() => {});
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
