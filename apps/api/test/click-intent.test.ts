import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_PREVIEW_AGENTS } from '../src/clicks.js';
import * as s from '../src/db/schema.js';
import { backends, harness, type Served, serve } from './helpers.js';

/**
 * A counted click is a person opening the link (ADR 021): a hidden `<img src="/s/KEY/ATTACKER">`,
 * an iframe, a prefetch, a `HEAD` or a link-preview crawler still gets the redirect but earns
 * nobody a point. Over a real socket behind one trusted proxy, so every case is its own visitor.
 */
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const NAVIGATION = {
  'user-agent': CHROME,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'cross-site',
  'sec-fetch-user': '?1',
};
const IMAGE = {
  'user-agent': CHROME,
  accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  'sec-fetch-dest': 'image',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-site': 'cross-site',
};

describe.each(backends())('a click is a person opening the link on $name', (backend) => {
  const h = harness(backend);
  let server: Served;
  let posts: Array<{ key: string; id: number; uid: number }> = [];
  let sharers: number[] = [];
  let next = 0;
  beforeAll(async () => {
    server = await serve(h, { trustProxy: 1, authDev: false });
    posts = await h.database.db
      .select({ key: s.posts.key, id: s.posts.id, uid: s.posts.uid })
      .from(s.posts)
      .orderBy(asc(s.posts.id))
      .limit(40);
    sharers = (await h.database.db.select({ id: s.members.id }).from(s.members).orderBy(asc(s.members.id)))
      .map((m) => m.id)
      .slice(10, 40);
  });
  afterAll(async () => {
    await server?.close();
  });

  const points = async (uid: number) => {
    const [w] = await h.database.db.select().from(s.wallets).where(eq(s.wallets.userId, uid));
    return w?.allTimeTotal ?? 0;
  };
  /** One request to a link nobody clicked yet, from an address nobody used yet: did it earn a point? */
  const earns = async (method: string, headers: Record<string, string>) => {
    const i = next++;
    const post = posts[i % posts.length]!;
    const sharer = sharers[i % sharers.length]!;
    const before = await points(sharer);
    const r = await server.send(method, `/s/${post.key}/${sharer}`, {
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, ...headers },
    });
    // The redirect happens for every request, counted or not.
    expect(r.status, JSON.stringify(headers)).toBe(302);
    expect(r.headers.get('location')).toBe(`https://site.test/post/${post.id}/${sharer}`);
    return (await points(sharer)) - before;
  };

  it('counts a person opening the link: a navigation, or a client that sends no fetch metadata', async () => {
    expect(await earns('GET', NAVIGATION)).toBe(1);
    // LINE's in-app browser is a person too.
    expect(await earns('GET', { ...NAVIGATION, 'user-agent': `${CHROME} Line/14.19.1/IAB` })).toBe(1);
    expect(await earns('GET', { 'user-agent': 'Mozilla/5.0', accept: 'text/html,*/*;q=0.8' })).toBe(1);
    expect(await earns('GET', {})).toBe(1);
  });

  it('does not count a hidden image, an iframe, a script, a fetch or a HEAD', async () => {
    expect(await earns('GET', IMAGE)).toBe(0);
    expect(await earns('GET', { ...NAVIGATION, 'sec-fetch-dest': 'iframe' })).toBe(0);
    expect(
      await earns('GET', { ...NAVIGATION, 'sec-fetch-dest': 'embed', 'sec-fetch-mode': 'no-cors' }),
    ).toBe(0);
    expect(await earns('GET', { ...IMAGE, 'sec-fetch-dest': 'script' })).toBe(0);
    expect(await earns('GET', { ...IMAGE, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })).toBe(0);
    // A navigation mode with another destination, or the other way round, is not a page visit.
    expect(await earns('GET', { ...NAVIGATION, 'sec-fetch-mode': 'no-cors' })).toBe(0);
    expect(await earns('HEAD', NAVIGATION)).toBe(0);
    expect(await earns('HEAD', {})).toBe(0);
    // A browser without fetch metadata loading an image asks for images, not HTML.
    expect(
      await earns('GET', {
        'user-agent': 'Mozilla/5.0 Safari',
        accept: 'image/webp,image/png,image/*;q=0.8,*/*;q=0.5',
      }),
    ).toBe(0);
  });

  it('does not count a prefetch or a prerender', async () => {
    expect(await earns('GET', { ...NAVIGATION, 'sec-purpose': 'prefetch' })).toBe(0);
    expect(await earns('GET', { ...NAVIGATION, 'sec-purpose': 'prefetch;prerender' })).toBe(0);
    expect(await earns('GET', { ...NAVIGATION, 'sec-purpose': 'prefetch;anonymous-client-ip' })).toBe(0);
    expect(await earns('GET', { ...NAVIGATION, purpose: 'prefetch' })).toBe(0);
    expect(await earns('GET', { 'x-moz': 'prefetch' })).toBe(0);
    expect(await earns('GET', { 'x-purpose': 'preview' })).toBe(0);
    expect(await earns('GET', { ...IMAGE, 'sec-fetch-dest': 'empty', 'sec-purpose': 'prefetch' })).toBe(0);
  });

  it('does not count the link-preview crawlers of the apps members share in', async () => {
    const crawlers = [
      'facebookexternalhit/1.1;line-poker/1.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'TelegramBot (like TwitterBot)',
      'WhatsApp/2.23.20.0 A',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ];
    for (const ua of crawlers) expect(await earns('GET', { ...NAVIGATION, 'user-agent': ua }), ua).toBe(0);
    expect(LINK_PREVIEW_AGENTS.length).toBeGreaterThanOrEqual(10);
  });
});
