import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/index.js';
import { kioskContentSecurityPolicy } from '../src/kiosk.js';
import {
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleSheets,
  isServicePath,
  pickEncoding,
} from '../src/site.js';
import { CACHE_PAGE_PRIVATE, CACHE_PAGE_PUBLIC, type SiteRenderer } from '../src/site-render.js';
import { backends, expectError, harness } from './helpers.js';

// A built site as Vite leaves it, in a folder with a secret next to it that must never be served.
const root = mkdtempSync(path.join(tmpdir(), 'lb-site-'));
const dist = path.join(root, 'dist');
const PRE_PAINT =
  "try{if(localStorage.getItem('nightMode')==='true')document.documentElement.dataset.theme='night'}catch{}";
const INDEX = `<!doctype html><html lang="th"><head><meta charset="UTF-8"><title>ทดสอบ</title><script>${PRE_PAINT}</script><script type="module" crossorigin src="/assets/index-B1a2C3d4.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `${'console.log("สวัสดี");\n'.repeat(200)}`;
mkdirSync(path.join(dist, 'assets'), { recursive: true });
mkdirSync(path.join(dist, 'icons'));
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'assets/index-B1a2C3d4.js'), APP_JS);
writeFileSync(path.join(dist, 'assets/sarabun-thai-400-normal-DZ9hKlp3.woff2'), Buffer.alloc(2048, 7));
writeFileSync(path.join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});\n${'//\n'.repeat(300)}`);
writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'ผู้ส่งต่อแสงสว่าง' }));
writeFileSync(path.join(dist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, '.vite/manifest.json'), '{"build":"metadata"}');

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('pure parts', () => {
  it('hashes each inline script (not the ones with src) as CSP source expressions', () => {
    const expected = `sha256-${createHash('sha256').update(PRE_PAINT).digest('base64')}`;
    expect(inlineScriptHashes(INDEX)).toEqual([expected]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('builds a policy with the hashes and the fixed directives', () => {
    const csp = contentSecurityPolicy(['sha256-abc']);
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://static.line-scdn.net;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.tiktok.com');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Video posters are the service's own (ADR 038): no picture or call goes to YouTube or TikTok.
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1] ?? '';
    expect(directive('img-src')).not.toMatch(/ytimg|youtube|tiktok/);
    expect(directive('connect-src')).not.toMatch(/youtube|tiktok/);
  });

  it('picks br, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });

  it("puts the build's style sheets in a rendered page's head, and leaves other links alone", () => {
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
      '<link rel="stylesheet" href="/assets/gone-x.css"><link rel="manifest" href="/manifest.webmanifest"></head>';
    const files: Record<string, string> = { '/assets/index-abc.css': 'body{margin:0}</style><b>' };
    expect(inlineStyleSheets(template, (p) => files[p] ?? null)).toBe(
      '<head><style>body{margin:0}<\\/style><b></style>' +
        '<link rel="stylesheet" href="/assets/gone-x.css"><link rel="manifest" href="/manifest.webmanifest"></head>',
    );
  });

  it('knows the service paths', () => {
    for (const p of [
      '/api',
      '/api/posts',
      '/stats/x',
      '/s/abc',
      '/uploads/a.jpg',
      '/download/file',
      '/health',
    ])
      expect(isServicePath(p), p).toBe(true);
    for (const p of ['/', '/p/12', '/@somchai', '/sharer', '/stats2', '/apix', '/shop'])
      expect(isServicePath(p), p).toBe(false);
  });
});

describe('the service serving a built site (SITE_DIR)', () => {
  const [pglite] = backends();
  const h = harness(pglite!, { SITE_DIR: dist });

  it('answers / with index.html, its CSP (by the inline script hash), no-cache and the page referrer policy', async () => {
    const r = await h.req('GET', '/', { headers: HTML });
    expect(r.status).toBe(200);
    expect(r.text).toBe(INDEX);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'${inlineScriptHashes(INDEX)[0]}'`);
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers every page address (deep links) with index.html', async () => {
    // (A post page, /p/{id}, gets its link preview in the head: test/link-preview.test.ts.)
    for (const p of ['/p/all', '/@somchai', '/all/other', '/u5', '/coin/wallet', '/index.html']) {
      const r = await h.req('GET', p, { headers: HTML });
      expect(r.status, p).toBe(200);
      expect(r.text, p).toBe(INDEX);
      expect(r.headers.get('content-security-policy'), p).toBeTruthy();
    }
  });

  it('caches hashed assets for a year, revalidates the worker and the manifest, a day for other files', async () => {
    const js = await h.req('GET', '/assets/index-B1a2C3d4.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.text).toBe(APP_JS);
    expect(js.headers.get('content-security-policy')).toBeNull();
    const sw = await h.req('GET', '/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await h.req('GET', '/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const icon = await h.req('GET', '/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    const font = await h.req('GET', '/assets/sarabun-thai-400-normal-DZ9hKlp3.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
  });

  it('compresses text with br or gzip as asked, never fonts; identity when not asked', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await fetchRaw('/assets/index-B1a2C3d4.js', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      const plain = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      expect(plain.toString('utf8')).toBe(APP_JS);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 5);
    }
    const font = await fetchRaw('/assets/sarabun-thai-400-normal-DZ9hKlp3.woff2', {
      'accept-encoding': 'br',
    });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(2048);
    const none = await fetchRaw('/assets/index-B1a2C3d4.js', {});
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString('utf8')).toBe(APP_JS);
  });

  it('answers 304 to a matching ETag, and HEAD without a body', async () => {
    const first = await h.req('GET', '/assets/index-B1a2C3d4.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await h.req('GET', '/assets/index-B1a2C3d4.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await h.req('HEAD', '/', { headers: HTML });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('keeps the service answering its own paths in JSON, even to a browser asking for HTML', async () => {
    expectError(await h.req('GET', '/api/nothing-here', { headers: HTML }), 404);
    expectError(await h.req('GET', '/stats/nothing-here', { headers: HTML }), 404);
    expectError(await h.req('GET', '/uploads/missing.jpg', { headers: HTML }), 404);
    const health = await h.req('GET', '/health', { headers: HTML });
    expect(health.body).toMatchObject({ status: 'ok' });
    const posts = await h.req('GET', '/api/posts?pagination[pageSize]=1', { headers: HTML });
    expect(posts.status).toBe(200);
    expect(posts.headers.get('content-type')).toContain('application/json');
    expect(posts.headers.get('content-security-policy')).toBeNull();
    // The API keeps its own referrer policy.
    expect(posts.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers 404 (not the page) to a missing file a script asks for, and to other methods', async () => {
    expectError(await h.req('GET', '/.vite/manifest.json', { headers: { accept: '*/*' } }), 404);
    expectError(await h.req('GET', '/assets/missing-Zz9Yy8Xx.js', { headers: { accept: '*/*' } }), 404);
    expectError(await h.req('POST', '/p/12', { headers: HTML, body: {} }), 404);
  });

  it('never serves a file outside the build (encoded or raw dot segments)', async () => {
    for (const p of [
      '/..%2fsecret.txt',
      '/..%2F..%2Fpackage.json',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const asFile = await h.req('GET', p, { headers: { accept: '*/*' } });
      expect(asFile.text, p).not.toContain('do not serve');
      expect(asFile.text, p).not.toContain('"devDependencies"');
      expect(asFile.status, p).toBe(404);
      const asPage = await h.req('GET', p, { headers: HTML });
      expect([200, 404], p).toContain(asPage.status);
      if (asPage.status === 200) expect(asPage.text, p).toBe(INDEX);
    }
    // Raw `..` sent over a socket, not normalised by a client.
    for (const p of ['/../secret.txt', '/assets/../../secret.txt', '/../../package.json']) {
      const res = await fetchRaw(p, { accept: '*/*' });
      expect(res.body.toString('utf8'), p).not.toContain('do not serve');
      expect(res.body.toString('utf8'), p).not.toContain('"devDependencies"');
    }
  });

  let server: RunningServer | undefined;
  /** A request over a real socket: the exact path and headers, the bytes as they came. */
  async function fetchRaw(
    p: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
    server ??= await startServer({
      config: h.config,
      database: h.database,
      log: () => {},
    });
    const port = server.port;
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: p, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string | undefined>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }
  afterAll(async () => {
    await server?.close();
  });
});

describe('SITE_DIR is checked at start', () => {
  it('refuses a folder that is not a built site', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', SITE_DIR: root })).toThrow(/SITE_DIR/);
  });

  it('resolves SITE_DIR to an absolute folder and leaves it unset by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).siteDir).toBeUndefined();
    const relative = path.relative(process.cwd(), dist);
    expect(loadConfig({ DATA_DIR: 'memory://', SITE_DIR: relative }).siteDir).toBe(dist);
  });
});

// The kiosk as `vite build --mode site` leaves it: its files under /card-kiosk/, next to a secret.
const kioskRoot = mkdtempSync(path.join(tmpdir(), 'lb-kiosk-'));
const kioskDist = path.join(kioskRoot, 'dist-site');
const KIOSK_INDEX = `<!doctype html><html lang="th"><head><meta charset="UTF-8"><title>การ์ดอนุโมทนาบุญ</title><link rel="manifest" href="/card-kiosk/manifest.webmanifest" /><script type="module" crossorigin src="/card-kiosk/assets/index-K1o2S3k4.js"></script></head><body><div id="root"></div></body></html>`;
const KIOSK_JS = `${'console.log("การ์ด");\n'.repeat(200)}`;
mkdirSync(path.join(kioskDist, 'assets'), { recursive: true });
writeFileSync(path.join(kioskDist, 'index.html'), KIOSK_INDEX);
writeFileSync(path.join(kioskDist, 'assets/index-K1o2S3k4.js'), KIOSK_JS);
writeFileSync(
  path.join(kioskDist, 'sw.js'),
  `self.addEventListener('fetch', () => {});\n${'//\n'.repeat(300)}`,
);
writeFileSync(path.join(kioskDist, 'workbox-778a14ff.js'), '// workbox');
writeFileSync(path.join(kioskDist, 'manifest.webmanifest'), JSON.stringify({ scope: '/card' }));
writeFileSync(path.join(kioskRoot, 'secret.txt'), 'do not serve');
const KIOSK_PAGES = [
  '/card',
  '/card/as',
  '/card/m7',
  '/card22',
  '/card22m',
  '/card22s',
  '/card-kiosk/',
  '/card-kiosk',
  '/card22/',
];

describe('the card kiosk on the site’s origin (KIOSK_DIR)', () => {
  const [pglite] = backends();
  const h = harness(pglite!, { SITE_DIR: dist, KIOSK_DIR: kioskDist });

  it('answers every card route and the kiosk’s home with the kiosk’s page and its own policy, before the site', async () => {
    for (const p of KIOSK_PAGES) {
      const r = await h.req('GET', p, { headers: HTML });
      expect(r.status, p).toBe(200);
      expect(r.text, p).toBe(KIOSK_INDEX);
      expect(r.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
      expect(r.headers.get('cache-control'), p).toBe('no-cache');
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, p).toBe(kioskContentSecurityPolicy([]));
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('line-scdn');
    }
    // Whatever the browser asks for (a crawler's */*, none at all), and HEAD without a body.
    expect((await h.req('GET', '/card22', { headers: { accept: '*/*' } })).text).toBe(KIOSK_INDEX);
    const head = await h.req('HEAD', '/card22', { headers: HTML });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('leaves every other address to the site, the service and their not-found answers', async () => {
    for (const p of [
      '/',
      '/all/other',
      '/cardigan',
      '/card22x',
      '/card/xyz',
      '/cards',
      '/card-kiosk/nothing',
    ]) {
      const r = await h.req('GET', p, { headers: HTML });
      expect(r.status, p).toBe(200);
      expect(r.text, p).toBe(INDEX);
    }
    // The kiosk's files are under its folder only, never at the site's root.
    expectError(await h.req('GET', '/assets/index-K1o2S3k4.js', { headers: { accept: '*/*' } }), 404);
    expectError(
      await h.req('GET', '/card-kiosk/assets/missing-Zz9Yy8Xx.js', { headers: { accept: '*/*' } }),
      404,
    );
    expectError(await h.req('POST', '/card22', { headers: HTML, body: {} }), 404);
    expectError(await h.req('GET', '/api/nothing-here', { headers: HTML }), 404);
  });

  it('serves its files: hashed ones for a year, compressed; its worker revalidated and allowed the /card scope', async () => {
    const js = await h.req('GET', '/card-kiosk/assets/index-K1o2S3k4.js');
    expect(js.status).toBe(200);
    expect(js.text).toBe(KIOSK_JS);
    expect(js.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('content-security-policy')).toBeNull();
    const gz = await h.req('GET', '/card-kiosk/assets/index-K1o2S3k4.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const sw = await h.req('GET', '/card-kiosk/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('service-worker-allowed')).toBe('/card');
    expect((await h.req('GET', '/card-kiosk/workbox-778a14ff.js')).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const manifest = await h.req('GET', '/card-kiosk/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    // The site's own worker is not given the kiosk's scope.
    expect((await h.req('GET', '/sw.js')).headers.get('service-worker-allowed')).toBeNull();
    const etag = js.headers.get('etag') ?? '';
    const again = await h.req('GET', '/card-kiosk/assets/index-K1o2S3k4.js', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('never serves a file outside the kiosk’s build', async () => {
    for (const p of [
      '/card-kiosk/..%2fsecret.txt',
      '/card-kiosk/%2e%2e/secret.txt',
      '/card-kiosk/assets/..%2f..%2fsecret.txt',
      '/card-kiosk/..%5csecret.txt',
    ]) {
      const r = await h.req('GET', p, { headers: { accept: '*/*' } });
      expect(r.text, p).not.toContain('do not serve');
      expect(r.status, p).toBe(404);
    }
  });
});

describe('without KIOSK_DIR the card routes are the site’s unknown pages', () => {
  const [pglite] = backends();
  const h = harness(pglite!, { SITE_DIR: dist });

  it('answers /card22 with the site’s page (its not-found screen), never the kiosk', async () => {
    const r = await h.req('GET', '/card22', { headers: HTML });
    expect(r.status).toBe(200);
    expect(r.text).toBe(INDEX);
    expectError(await h.req('GET', '/card-kiosk/sw.js', { headers: { accept: '*/*' } }), 404);
  });
});

describe('KIOSK_DIR is checked at start', () => {
  it('refuses a folder that is not a built kiosk, and the kiosk built for an origin of its own', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', KIOSK_DIR: kioskRoot })).toThrow(/KIOSK_DIR/);
    const ownOrigin = path.join(kioskRoot, 'dist');
    mkdirSync(ownOrigin, { recursive: true });
    writeFileSync(
      path.join(ownOrigin, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-K1o2S3k4.js"></script>',
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', KIOSK_DIR: ownOrigin })).toThrow(/mode site/);
  });

  it('resolves KIOSK_DIR to an absolute folder and leaves it unset by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).kioskDir).toBeUndefined();
    const relative = path.relative(process.cwd(), kioskDist);
    expect(loadConfig({ DATA_DIR: 'memory://', KIOSK_DIR: relative }).kioskDir).toBe(kioskDist);
  });
});

describe('pages rendered by the site’s server build (ADR 037)', () => {
  const [pglite] = backends();
  type Input = Parameters<SiteRenderer['render']>[0];
  const seen: Input[] = [];
  let answer: (input: Input) => ReturnType<SiteRenderer['render']> = async () => {
    throw new Error('not set');
  };
  const renderer: SiteRenderer = {
    sessionFromCookie: (cookie) => {
      const m = /072today=([^;]+)/.exec(cookie ?? '');
      return m ? (JSON.parse(decodeURIComponent(m[1]!)) as { userID: number; userJWT: string }) : null;
    },
    render: (input) => {
      seen.push(input);
      return answer(input);
    },
  };
  const h = harness(pglite!, { SITE_DIR: dist }, { renderer });
  const page =
    (html: string, personal = false) =>
    async () => ({
      status: 200,
      personal,
      body: new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(html));
          c.close();
        },
      }),
    });

  it('sends the rendered page with a nonce in its CSP, cached publicly for a visitor', async () => {
    answer = page('<!doctype html><p>หน้าที่เรนเดอร์แล้ว</p>');
    seen.length = 0;
    const r = await h.req('GET', '/all/other', { headers: HTML });
    expect(r.status).toBe(200);
    expect(r.text).toContain('หน้าที่เรนเดอร์แล้ว');
    const nonce = seen[0]!.nonce;
    expect(nonce).toMatch(/^[\w+/=]{20,}$/);
    expect(r.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(r.headers.get('cache-control')).toBe(CACHE_PAGE_PUBLIC);
    expect(r.headers.get('vary')).toContain('Cookie');
    expect(seen[0]!.session).toBeNull();
    expect(seen[0]!.template).toBe(INDEX);
    // A new nonce for every answer.
    await h.req('GET', '/all/other', { headers: HTML });
    expect(seen[1]!.nonce).not.toBe(nonce);
  });

  it('a member’s page: the checked session is handed over and the page is cached privately', async () => {
    answer = page('<p>สมาชิก</p>', true);
    seen.length = 0;
    const { jwt, user } = (await h.req('POST', '/api/auth/dev', { body: { uid: 14 } })).body;
    const login = encodeURIComponent(JSON.stringify({ userID: user.id, userJWT: jwt }));
    const r = await h.req('GET', '/me', { headers: { ...HTML, cookie: `072today=${login}` } });
    expect(r.status).toBe(200);
    expect(seen[0]!.session?.userID).toBe(14);
    expect(r.headers.get('cache-control')).toBe(CACHE_PAGE_PRIVATE);
  });

  it('a refused token renders the page for a visitor and deletes the login cookie', async () => {
    answer = page('<p>ผู้เยี่ยมชม</p>');
    seen.length = 0;
    const forged = encodeURIComponent(JSON.stringify({ userID: 14, userJWT: 'not.a.token' }));
    const r = await h.req('GET', '/all/other', { headers: { ...HTML, cookie: `072today=${forged}` } });
    expect(r.status).toBe(200);
    expect(seen[0]!.session).toBeNull();
    expect(r.headers.getSetCookie().join('\n')).toMatch(/072today=; Path=\/; Max-Age=0/);
    expect(r.headers.get('cache-control')).toBe(CACHE_PAGE_PRIVATE);
  });

  it('the loaders call the service in its own process', async () => {
    let body: unknown = null;
    answer = async (input) => {
      const res = await input.fetch(new Request(`${input.origin}/api/cats`));
      body = await res.json();
      return page('<p>ok</p>')();
    };
    await h.req('GET', '/all/other', { headers: HTML });
    expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('passes a redirect on', async () => {
    answer = async () => ({ status: 302, location: '/user7/share', personal: false });
    const r = await h.req('GET', '/u7/share', { headers: HTML });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/user7/share');
  });

  it('a page that fails to render gets the client shell, never a 500', async () => {
    answer = async () => {
      throw new Error('a loader exploded');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await h.req('GET', '/notice/1', { headers: HTML });
    quiet.mockRestore();
    expect(r.status).toBe(200);
    expect(r.text).toBe(INDEX);
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });
});
