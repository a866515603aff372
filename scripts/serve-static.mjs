// A tiny static file server (sirv) for built Storybook and apps, used by the test scripts.
import { createServer } from 'node:http';
import sirv from 'sirv';

/**
 * Serves `dir` on 127.0.0.1:`port` (0 = any free port); resolves to { url, close }.
 * `intercept(req, res)` may answer a request itself (returning true) before the files are tried.
 */
export function serveStatic(dir, port = 0, { single = false, intercept } = {}) {
  const handler = sirv(dir, { dev: false, etag: true, single });
  const server = createServer((req, res) => {
    if (intercept?.(req, res)) return;
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
