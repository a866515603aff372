import { createServer, type Server } from 'node:http';
import sirv from 'sirv';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves the built kiosk on a free loopback port, every unknown path answered with index.html
 * (the kiosk is a single-page app: /card22 is a client route).
 */
export function serveKiosk(dir: string): Promise<StaticServer> {
  const handler = sirv(dir, { dev: false, etag: true, single: true });
  const server: Server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
