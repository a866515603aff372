import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, injectPreview, previewPostId, SITE_PREVIEW } from '../src/link-preview.js';
import { inlineScriptHashes } from '../src/site.js';
import { backends, CREATOR, harness } from './helpers.js';

// A built site's page, as Vite leaves it: title, description, the pre-paint inline script.
const root = mkdtempSync(path.join(tmpdir(), 'lb-preview-'));
const dist = path.join(root, 'dist');
const PRE_PAINT =
  "try{if(localStorage.getItem('nightMode')==='true')document.documentElement.dataset.theme='night'}catch{}";
const INDEX = `<!doctype html><html lang="th"><head><meta charset="UTF-8"><meta name="description" content="site words"><title>ทดสอบ</title><script>${PRE_PAINT}</script><script type="module" crossorigin src="/assets/index-B1a2C3d4.js"></script></head><body><div id="root"></div></body></html>`;
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'assets/index-B1a2C3d4.js'), 'console.log(1)');

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)> ' & javascript:alert(3)`;

/** The `content` of a meta tag, read back as a parser would (entities decoded). */
function metaContent(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  if (!m) return null;
  return (m[1] ?? '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}

describe('pure parts', () => {
  it('finds the post id of post pages only', () => {
    expect(previewPostId('/p/12')).toBe(12);
    expect(previewPostId('/post/12/34')).toBe(12);
    expect(previewPostId('/p/12/')).toBe(12);
    for (const p of ['/p/all', '/p/0', '/p/12/x', '/post', '/pp/12', '/p/12/34/56', '/u12'])
      expect(previewPostId(p), p).toBeNull();
  });

  it('escapes every character that could leave an attribute or start a tag', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;',
    );
  });

  it('replaces title and description, adds the tags, and leaves the scripts (and their CSP hash) as they were', () => {
    const preview = {
      title: HOSTILE,
      description: HOSTILE,
      image: 'https://site.test/a.jpg?x="y"',
      imageSource: 'photo' as const,
    };
    const html = injectPreview(INDEX, preview, 'https://site.test/p/1');
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(INDEX));
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('ทดสอบ');
    expect(html).not.toContain('site words');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toBe(HOSTILE);
    expect(metaContent(html, 'og:image')).toBe('https://site.test/a.jpg?x="y"');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });
});

describe('the service answering post pages with their link preview', () => {
  const [pglite] = backends();
  const h = harness(pglite!, { SITE_DIR: dist });

  async function createPost(des: string, url: string | null, cat = 1) {
    const token = await h.login(CREATOR);
    const r = await h.req('POST', '/api/posts', { token, body: { data: { des, url, cat } } });
    expect(r.status).toBe(200);
    return r.body.data as { id: number; attributes: { key: string } };
  }

  it('puts the title, the description cut to the limits and the YouTube thumbnail into /p/{id}', async () => {
    const des = `ฟังธรรมยามเช้า\n${'ความสุขที่แท้จริงเกิดจากใจที่สงบ '.repeat(40)}`;
    const post = await createPost(des, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    for (const p of [`/p/${post.id}`, `/post/${post.id}`, `/post/${post.id}/${CREATOR}`]) {
      const r = await h.req('GET', p, { headers: { accept: 'text/html' } });
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(r.text).toContain('<title>ฟังธรรมยามเช้า | Lightbearers</title>');
      expect(metaContent(r.text, 'og:title')).toBe('ฟังธรรมยามเช้า | Lightbearers');
      const description = metaContent(r.text, 'og:description') ?? '';
      expect([...new Intl.Segmenter('th').segment(description)].length).toBe(600);
      expect(description.startsWith('ฟังธรรมยามเช้า ความสุข')).toBe(true);
      expect(metaContent(r.text, 'og:image')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
      expect(metaContent(r.text, 'og:url')).toBe(`https://site.test${p}`);
      expect(metaContent(r.text, 'twitter:title')).toBe('ฟังธรรมยามเช้า | Lightbearers');
      // The page still runs: same scripts, and the CSP still names the inline script's hash.
      const hash = `sha256-${createHash('sha256').update(PRE_PAINT).digest('base64')}`;
      expect(r.headers.get('content-security-policy')).toContain(`'${hash}'`);
      expect(inlineScriptHashes(r.text)).toEqual([hash]);
      expect(r.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers crawlers that send Accept: */* or no Accept, and the short link leads there', async () => {
    const post = await createPost('ข้อความสั้น', null);
    const crawler = await h.req('GET', `/p/${post.id}`, { headers: { accept: '*/*' } });
    expect(metaContent(crawler.text, 'og:title')).toBe('ข้อความสั้น | Lightbearers');
    expect(metaContent(crawler.text, 'og:image')).toBe(`https://site.test${SITE_PREVIEW.imagePath}`);
    expect(metaContent(crawler.text, 'twitter:card')).toBe('summary');
    const short = await h.req('GET', `/s/${post.attributes.key}/${CREATOR}`);
    expect(short.status).toBe(302);
    const target = new URL(short.headers.get('location') ?? '');
    const page = await h.req('GET', target.pathname, { headers: { accept: '*/*' } });
    expect(metaContent(page.text, 'og:title')).toBe('ข้อความสั้น | Lightbearers');
  });

  it('escapes a hostile description: nothing leaves the attribute, no tag is added', async () => {
    const post = await createPost(HOSTILE, null);
    const r = await h.req('GET', `/p/${post.id}`, { headers: { accept: 'text/html' } });
    const head = r.text.slice(0, r.text.indexOf('</head>'));
    expect(head.match(/<script\b/g)).toHaveLength(2);
    expect(r.text).not.toContain('<img');
    expect(r.text).not.toContain('"><script>alert');
    expect(metaContent(r.text, 'og:description')?.startsWith(HOSTILE)).toBe(true);
    expect(metaContent(r.text, 'og:title')).toContain('"><script>alert(1)</script>');
  });

  it('a changed description changes the page and its ETag; a matching ETag answers 304', async () => {
    const post = await createPost('ก่อนแก้ไข', null);
    const first = await h.req('GET', `/p/${post.id}`, { headers: { accept: 'text/html' } });
    const etag = first.headers.get('etag') ?? '';
    const again = await h.req('GET', `/p/${post.id}`, {
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const token = await h.login(CREATOR);
    await h.req('PUT', `/api/posts/${post.id}`, { token, body: { data: { des: 'หลังแก้ไข' } } });
    const edited = await h.req('GET', `/p/${post.id}`, {
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(edited.status).toBe(200);
    expect(metaContent(edited.text, 'og:title')).toBe('หลังแก้ไข | Lightbearers');
  });

  it('a missing post or /p/all gets the plain page; a missing post asked for by a script stays a 404', async () => {
    const missing = await h.req('GET', '/p/999999', { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(200);
    expect(missing.text).toBe(INDEX);
    const all = await h.req('GET', '/p/all', { headers: { accept: 'text/html' } });
    expect(all.text).toBe(INDEX);
    const script = await h.req('GET', '/p/999999', { headers: { accept: '*/*' } });
    expect(script.status).toBe(404);
  });
});
