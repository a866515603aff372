/**
 * The service renders the site's pages (ADR 037), against the real service and its demo data: with
 * JavaScript off a visitor reads the feed and a post; a link preview's crawler reads each page's own
 * title, description and picture; the browser hydrates every page without a mismatch, signed in or
 * not; visitors' pages may be cached by anyone, members' only by their browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuildManifest, firstScreenFiles } from '../../../scripts/js-budget.mjs';
import { appRunning, desktopContext, launchChromium, phoneContext, signInAs, watchProblems } from './browser';

const url = inject('siteUrl');
const dist = inject('siteDist');
const MEMBER = 14;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Entity {
  id: number;
  attributes: Record<string, unknown>;
}

async function call<T>(path: string): Promise<T> {
  const res = await fetch(`${url}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The `content` of `<meta property|name="key">` in an HTML page, unescaped enough for these checks. */
function metaOf(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return (
    m?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'") ?? null
  );
}

describe('without JavaScript', () => {
  it('a visitor reads the first posts of /all/other and a post’s text on /post/{id}', async () => {
    const context = await phoneContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${url}/all/other`);
    // Shown, not only in the page: a part React wrote after the page stays hidden without JavaScript.
    expect(await page.locator('[data-component="PostCard"]:visible').count()).toBeGreaterThan(2);
    expect(await page.locator('[data-component="Skeleton"]:visible').count()).toBe(0);
    expect(await page.title()).toContain('Lightbearers');

    const { data } = await call<{ data: Entity[] }>(
      '/api/posts?filters[type][$eq]=postText&sort=id:desc&pagination[pageSize]=1',
    );
    const post = data[0]!;
    const firstLine = String(post.attributes.des).split('\n')[0]!.trim();
    await page.goto(`${url}/post/${post.id}`);
    await expect.poll(() => page.getByTestId('post-view').textContent()).toContain(firstLine);
    expect(await page.getByTestId('post-view').isVisible()).toBe(true);
    await context.close();
  });

  // React preloads, in the served head, every picture of the page that is neither lazy nor of low
  // priority: on a slow phone those preloads share the first second's bandwidth with the fonts and
  // the largest picture. Members' pictures and the carousels' later thumbnails are of low priority,
  // so only the first screen's largest pictures are preloaded (the feed preloaded 28 before).
  it('preloads only the largest pictures of the first screen', async () => {
    const { data } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    for (const path of ['/all/other', `/post/${data[0]!.id}`]) {
      const html = await (await fetch(`${url}${path}`)).text();
      const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(0);
      for (const link of preloads) expect(link, path).toMatch(/fetchpriority="high"/i);
    }
  });

  // A rendered page reads before its code runs: the code must not take a slow phone's first second
  // from the styles, the fonts and the largest picture, as a module script and its preloads of the
  // browser's default (high) priority did; and its styles come with it, not one round trip later.
  it('asks for the page’s code at low priority, and holds its style sheet', async () => {
    const { data } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    for (const path of ['/', '/all/other', `/post/${data[0]!.id}`]) {
      const html = await (await fetch(`${url}${path}`)).text();
      const code = html.match(/<script type="module"[^>]*src=[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(code.length, path).toBeGreaterThan(1);
      for (const tag of code) expect(tag, path).toMatch(/fetchpriority="low"/);
      expect(html, path).not.toMatch(/<link rel="stylesheet"/);
      expect(html, path).toMatch(/<style>@font-face\{font-family:Sarabun/);
    }
  });

  // The style sheet is in the page's head, not linked: the code that loads later must not link it
  // again (the browser would read the fonts' faces anew and show the fallback font for a moment).
  it('keeps its style sheet in the head: the code that loads later links none', async () => {
    const { data } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    for (const path of ['/all/other', `/post/${data[0]!.id}`]) {
      await page.goto(`${url}${path}`);
      await appRunning(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[rel="stylesheet"]').count(), path).toBe(0);
    }
    await context.close();
  });

  // Nothing may be wider than a phone, before the page runs or while it starts: a phone's browser
  // then zooms the whole page out to fit it (its layout viewport grows), and the page's largest
  // paint is measured on that zoomed-out page.
  it('no page is wider than a phone, served or starting', async () => {
    const { data: profiles } = await call<{ data: Entity[] }>('/api/profiles?pagination[pageSize]=50');
    const handle = profiles.find((p) => p.attributes.at)?.attributes.at;
    const { data: posts } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    const paths = ['/', '/all/other', '/all/youtube', `/post/${posts[0]!.id}`, `/u@${handle}`, '/creator'];
    const phone = Object.fromEntries(paths.map((path) => [path, 390]));

    const served = await phoneContext(browser, { javaScriptEnabled: false });
    const page = await served.newPage();
    const widths: Record<string, number> = {};
    for (const path of paths) {
      await page.goto(`${url}${path}`);
      widths[path] = await page.evaluate(() => Math.max(innerWidth, document.documentElement.scrollWidth));
    }
    expect(widths).toEqual(phone);
    await served.close();

    // The widest the page was at any frame from its first to a second after it runs (the rows'
    // carousels draw their items before their sliding code has started).
    const starting = await phoneContext(browser);
    await starting.addInitScript(() => {
      const w = window as unknown as { widest: number };
      w.widest = 0;
      const frame = () => {
        w.widest = Math.max(w.widest, innerWidth, document.documentElement?.scrollWidth ?? 0);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const running = await starting.newPage();
    const widest: Record<string, number> = {};
    for (const path of paths) {
      await running.goto(`${url}${path}`);
      await appRunning(running);
      await running.waitForTimeout(1000);
      widest[path] = await running.evaluate(() => (window as unknown as { widest: number }).widest);
    }
    expect(widest).toEqual(phone);
    await starting.close();
  });
});

describe('links', () => {
  // The service renders with its public origin; the browser's client knows only the page's. A card's
  // short link written from the browser's client on the service pointed to http://localhost, and
  // React keeps a server-rendered attribute as it is when it hydrates: every served card linked there.
  it('a served page’s short links are on the site’s own origin', async () => {
    const { data } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    for (const page of ['/all/other', `/post/${data[0]!.id}`]) {
      const html = await (await fetch(`${url}${page}`)).text();
      const links = [...html.matchAll(/href="([^"]*\/s\/[^"]*)"/g)].map((m) => m[1]!);
      expect(links.length, page).toBeGreaterThan(0);
      for (const link of links) expect(link, page).toMatch(new RegExp(`^${url}/s/[\\w-]+(/\\d+)?$`));
    }
  });
});

describe('the renderer', () => {
  // The server build (vite.config.ts) bundles React, React DOM's server renderer, React Router and
  // jotai in their production builds, whatever NODE_ENV the service runs with: React's development
  // server renderer took twice as long over a feed.
  it('carries React’s production server renderer, bundled', () => {
    const serverDir = path.join(dist, '..', 'dist-server');
    const files = [
      path.join(serverDir, 'entry-server.js'),
      ...readdirSync(path.join(serverDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(serverDir, 'assets', file)),
    ];
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).toContain('renderToPipeableStream');
    for (const pkg of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/server',
      'react-router-dom',
      'jotai',
    ])
      expect(code, pkg).not.toMatch(new RegExp(`^(import|export)\\b[^\\n]*["']${pkg}["'];?$`, 'm'));
    // A warning only React DOM's development server renderer has.
    expect(code).not.toContain('Each child in a list should have a unique');
  });
});

describe('the first screen’s code', () => {
  // A page the service rendered hydrates with its data: the typed client and its answers' validation
  // (ky, zod, every call) load with the first action or later page, never before the page runs; so
  // do Radix's menu and dialog, with the first press on a post's menu or a comment's delete button.
  it('a served feed, post and profile run without the typed client and without Radix', async () => {
    const manifest: BuildManifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    // The site client's chunk, and the chunks of the client it brings that hold ky and zod (their
    // source maps name them).
    const sourcesOf = (file: string): string[] =>
      existsSync(path.join(dist, `${file}.map`))
        ? (JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources
        : [];
    const clientFiles = firstScreenFiles(manifest, ['src/api.ts'], []).filter(
      (file, i) =>
        i === 0 ||
        sourcesOf(file).some((source) =>
          /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(ky|zod)\//.test(source),
        ),
    );
    expect(clientFiles.length, 'the site client, ky and zod are chunks of their own').toBeGreaterThan(1);
    const radixFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
      sourcesOf(file).some((source) =>
        /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@radix-ui\//.test(source),
      ),
    );
    expect(radixFiles.length, 'Radix is in the build').toBeGreaterThan(0);
    const { data: posts } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    const { data: profiles } = await call<{ data: Entity[] }>('/api/profiles?pagination[pageSize]=50');
    const handle = profiles.find((p) => p.attributes.at)!.attributes.at as string;
    const context = await phoneContext(browser);
    const page = await context.newPage();
    for (const at of ['/all/other', `/post/${posts[0]!.id}`, `/u@${handle}`]) {
      const scripts: string[] = [];
      const listen = (request: { resourceType: () => string; url: () => string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
      };
      page.on('request', listen);
      await page.goto(`${url}${at}`);
      await appRunning(page);
      page.off('request', listen);
      const kB =
        scripts.reduce(
          (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
          0,
        ) / 1000;
      console.log(`${at}: ${scripts.length} scripts, ${kB.toFixed(1)} kB gzip before the page runs`);
      for (const file of clientFiles) expect(scripts, at).not.toContain(file);
      for (const file of radixFiles) expect(scripts, at).not.toContain(file);
    }
    await context.close();
  });
});

describe('the first screen’s faces', () => {
  // A face the page draws with that its head does not preload is found at the first layout, and the
  // page is laid out again when it arrives (on a slowed phone, a task of 300–400 ms each time). The
  // shell's faces are drawn on every page; a screen's own may go unused where its data has no such
  // text (a profile without bold Latin digits), and cost only bandwidth.
  it('a served page preloads every font face its first screen draws with', async () => {
    const { data: posts } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    const { data: profiles } = await call<{ data: Entity[] }>('/api/profiles?pagination[pageSize]=50');
    const handle = profiles.find((p) => p.attributes.at)!.attributes.at as string;
    const face = (href: string) =>
      href
        .split('/')
        .pop()!
        .replace(/-normal-.*$/, '');
    const shell = [
      'sarabun-thai-400',
      'sarabun-latin-400',
      'sarabun-thai-700',
      'noto-serif-thai-thai-700',
      'noto-serif-thai-latin-700',
    ];
    for (const at of ['/', '/all/other', '/all/youtube', `/post/${posts[0]!.id}`, `/u@${handle}`, '/shop']) {
      const html = await (await fetch(`${url}${at}`)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map((m) =>
        face(m[1]!),
      );
      expect(preloaded, at).toEqual(expect.arrayContaining(shell));
      const context = await phoneContext(browser);
      const page = await context.newPage();
      const drawn = new Set<string>();
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) drawn.add(face(request.url()));
      });
      await page.goto(`${url}${at}`, { waitUntil: 'load' });
      await appRunning(page);
      await page.evaluate(() => document.fonts.ready);
      expect(
        [...drawn].filter((f) => !preloaded.includes(f)),
        `${at}: drawn, not preloaded`,
      ).toEqual([]);
      expect(
        shell.filter((f) => !drawn.has(f)),
        `${at}: preloaded, not drawn`,
      ).toEqual([]);
      await context.close();
    }
  });
});

describe('the cookie notice', () => {
  it('comes with a visitor’s first page; once accepted, the next page is served without it', async () => {
    const page = (cookie?: string) =>
      fetch(`${url}/all/other`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }).then(
        (r) => r.text(),
      );
    expect(await page()).toContain('data-component="CookieConsent"');

    const context = await phoneContext(browser);
    const tab = await context.newPage();
    await tab.goto(`${url}/all/other`);
    await appRunning(tab);
    await tab.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'lb_consent');
    expect(cookie?.value).toBe('1');
    expect(await page(`lb_consent=${cookie?.value}`)).not.toContain('data-component="CookieConsent"');
    // …and the browser's own next page neither shows it nor brings it back.
    const next = await tab.goto(`${url}/all/youtube`);
    expect(await next?.text()).not.toContain('data-component="CookieConsent"');
    await context.close();
  });
});

describe('link previews', () => {
  // What LINE's and Facebook's crawlers send: any type, no JavaScript.
  const crawl = async (path: string) => {
    const res = await fetch(`${url}${path}`, {
      headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it('a shared profile shows the member’s name and picture; a notice its topic; a feed its own title', async () => {
    const { data: profiles } = await call<{ data: Entity[] }>('/api/profiles?pagination[pageSize]=50');
    // A member with a handle and an uploaded picture (`/uploads/none-…` are the demo's missing ones).
    const member = profiles.find(
      (p) => p.attributes.at && /^\/uploads\/(?!none-)/.test(String(p.attributes.profile_picture ?? '')),
    )?.attributes;
    expect(member).toBeTruthy();
    const profile = await crawl(`/u@${member!.at}/other`);
    expect(metaOf(profile, 'og:title')).toContain(String(member!.name));
    expect(metaOf(profile, 'og:type')).toBe('profile');
    expect(metaOf(profile, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(metaOf(profile, 'og:image')).not.toMatch(/icon-512\.png$/);

    const { data: notices } = await call<{ data: Entity[] }>('/api/notices');
    const notice = notices[0]!;
    const page = await crawl(`/notice/${notice.id}`);
    expect(metaOf(page, 'og:title')).toContain(String(notice.attributes.topic).slice(0, 20));
    expect(page).toMatch(new RegExp(`<title>[^<]*${String(notice.attributes.topic).slice(0, 10)}`));

    const feed = await crawl('/all/other');
    expect(metaOf(feed, 'og:title')).toContain('โพสต์ล่าสุด');
    expect(metaOf(feed, 'description')!.length).toBeGreaterThanOrEqual(100);
  });
});

describe('hydration', () => {
  const HYDRATION = /hydrat|did not match|server rendered HTML|Minified React error #4(18|19|23|25)/i;

  it('hydrates a visitor’s and a member’s pages without a mismatch or an error', async () => {
    for (const member of [false, true]) {
      const context = await desktopContext(browser);
      const problems = await watchProblems(context);
      const warnings: string[] = [];
      context.on('console', (m) => {
        if (HYDRATION.test(m.text())) warnings.push(`${m.type()}: ${m.text().slice(0, 300)}`);
      });
      const page = await context.newPage();
      if (member) await signInAs(page, url, MEMBER);
      const { data } = await call<{ data: Entity[] }>('/api/posts?sort=id:desc&pagination[pageSize]=1');
      const paths = member
        ? ['/all/other', `/p/${data[0]!.id}`, '/noti', '/notice', '/me', '/coin', '/topshare', '/creator']
        : [
            '/',
            '/all/other',
            `/post/${data[0]!.id}`,
            '/notice',
            '/coin',
            '/topshare',
            '/creator',
            '/privacy',
          ];
      for (const path of paths) {
        await page.goto(`${url}${path}`);
        await appRunning(page);
        // Every lazy part of the page has loaded and hydrated.
        await page.waitForLoadState('networkidle');
      }
      expect(warnings, `signed ${member ? 'in' : 'out'}`).toEqual([]);
      // The demo data's members without a picture answer 404 on purpose (their initials show).
      const others = problems.all().filter((p) => !/404.*\/uploads\/none-\d+\.jpg/.test(p));
      expect(others, `signed ${member ? 'in' : 'out'}`).toEqual([]);
      await context.close();
    }
  });
});

describe('styles', () => {
  // styled-components names a component's classes from an id. Counted in the order modules run, the
  // ids of the service's bundle were not the browser's: a served page kept the service's classes,
  // and the browser styled every component again under its own names as it hydrated.
  it('a card the browser draws carries the classes the service gave it', async () => {
    const served = await phoneContext(browser, { javaScriptEnabled: false });
    const plain = await served.newPage();
    await plain.goto(`${url}/all/other`);
    const servedClass = await plain.locator('[data-component="PostCard"]').first().getAttribute('class');
    await served.close();

    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await appRunning(page);
    // A screen the browser renders itself: the landing page's link to every post.
    await page.locator('a[href="/post/all"]').first().click();
    const card = page.locator('[data-component="PostCard"]').first();
    await card.waitFor({ timeout: 20_000 });
    expect(servedClass).toMatch(/^sc-/);
    expect(await card.getAttribute('class')).toBe(servedClass);
    await context.close();
  });
});

describe('the parts’ code', () => {
  // A served page hydrates once the parts it renders have their code. Without a preload, a part's
  // code was asked for only once the screen's code had run: one more round trip on a phone.
  it('a served page preloads the code of the parts it renders', async () => {
    const manifest: BuildManifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    const { data } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    const cases: Array<[string, string[]]> = [
      ['/all/other', ['src/screens/feed/FeedBody.tsx']],
      [`/post/${data[0]!.id}`, ['src/screens/post/PostPage.tsx', 'src/screens/post/PostComments.tsx']],
    ];
    for (const [at, parts] of cases) {
      const html = await (await fetch(`${url}${at}`)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
        (m) => m[1],
      );
      for (const part of parts) {
        expect(manifest[part], part).toBeDefined();
        expect(preloaded, `${at}: ${part}`).toContain(manifest[part]!.file);
      }
      // Once each, at low priority: the page's pictures and fonts go first.
      expect(new Set(preloaded).size, at).toBe(preloaded.length);
      expect(html, at).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")/);
    }
  });
});

describe('the document title', () => {
  // A served page keeps the title the service wrote while it starts; each navigation then titles
  // the page as the service would have served it.
  it('is the served one on arrival and the next screen’s after a navigation', async () => {
    const titleOf = async (at: string) =>
      /<title>([^<]*)<\/title>/
        .exec(await (await fetch(`${url}${at}`)).text())?.[1]
        ?.replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${url}/all/other`);
    await appRunning(page);
    expect(await page.title()).toBe(await titleOf('/all/other'));
    const link = page.locator('[data-component="PostCard"] a[href^="/post/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`${url}${href}`);
    const served = await titleOf(href);
    expect(served).not.toBe(await titleOf('/all/other'));
    // The post's first line with the site's name, once.
    expect(served).toMatch(/^[^|]+ \| Lightbearers$/);
    await expect.poll(() => page.title()).toBe(served);
    await context.close();
  });
});

describe('parts of a page', () => {
  // A post's comments are a part with code of its own. Were the page to hydrate before that code
  // arrived, its first update would drop the comments' server HTML until the code came: the
  // comments vanish and the page below them jumps.
  it('a post’s comments stay in the page while their code is on its way', async () => {
    const { data } = await call<{ data: Entity[] }>('/api/posts?pagination[pageSize]=1');
    const context = await phoneContext(browser);
    await context.addInitScript(() => {
      const w = window as unknown as { commentsLeft: number };
      w.commentsLeft = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              node.matches('[data-component="CommentThread"], :has([data-component="CommentThread"])')
            )
              w.commentsLeft += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await context.route(/\/assets\/PostComments-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${url}/post/${data[0]!.id}`);
    await appRunning(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-component="CommentThread"]').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { commentsLeft: number }).commentsLeft)).toBe(0);
    await context.close();
  });
});

describe('cache headers', () => {
  it('a visitor’s page is public for a minute; a member’s is private', async () => {
    const visitor = await fetch(`${url}/all/other`, { headers: { accept: 'text/html' } });
    expect(visitor.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(visitor.headers.get('vary')).toMatch(/Cookie/);
    await visitor.body?.cancel();

    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInAs(page, url, MEMBER);
    const cookies = await context.cookies(url);
    const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const member = await fetch(`${url}/all/other`, { headers: { accept: 'text/html', cookie: header } });
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    // Rendered for the member: the member's header, not the visitor's.
    expect(await member.text()).toContain('data-component="AppHeader" data-state="member"');
    await context.close();
  });
});
