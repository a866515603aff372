/**
 * `GET /api/site-settings`: the site's public settings from the service's environment, read at run
 * time — every one null when unset (the site then hides its element), a malformed one refused at
 * start.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const base = { DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-0123456789abcdef' };

async function settingsOf(env: Record<string, string>) {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const res = await createApp({ database, config: loadConfig({ ...base, ...env }) }).request(
      '/api/site-settings',
    );
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  } finally {
    await database.close();
  }
}

describe('site settings', () => {
  it('unset: every setting null, no e-mail links, no development sign-in', async () => {
    expect(await settingsOf({})).toEqual({
      liffId: null,
      liffMock: false,
      heroVideoUrl: null,
      metaverseUrl: null,
      chatGroupUrl: null,
      manualUrl: null,
      socialLinks: { facebook: null, youtube: null, tiktok: null, twitter: null, line: null },
      emailSignIn: false,
      devSignIn: false,
    });
  });

  it('each one from its variable', async () => {
    expect(
      await settingsOf({
        LIFF_ID: '2000000000-AbCdEfGh',
        HERO_VIDEO_URL: 'https://cdn.example.org/hero.mp4',
        METAVERSE_URL: 'https://hall.example.org/',
        CHAT_GROUP_URL: 'https://line.me/ti/g2/abcdef',
        USER_MANUAL_URL: 'https://manual.example.org/',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/lightbearers',
        SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@lightbearers',
        SOCIAL_TIKTOK_URL: 'https://www.tiktok.com/@lightbearers',
        SOCIAL_X_URL: 'https://x.com/lightbearers',
        SOCIAL_LINE_URL: 'https://line.me/R/ti/p/@lightbearers',
      }),
    ).toMatchObject({
      liffId: '2000000000-AbCdEfGh',
      heroVideoUrl: 'https://cdn.example.org/hero.mp4',
      metaverseUrl: 'https://hall.example.org/',
      chatGroupUrl: 'https://line.me/ti/g2/abcdef',
      manualUrl: 'https://manual.example.org/',
      socialLinks: {
        facebook: 'https://www.facebook.com/lightbearers',
        youtube: 'https://www.youtube.com/@lightbearers',
        tiktok: 'https://www.tiktok.com/@lightbearers',
        twitter: 'https://x.com/lightbearers',
        line: 'https://line.me/R/ti/p/@lightbearers',
      },
    });
  });

  it('a malformed one stops the service at start', () => {
    for (const env of [
      { LIFF_ID: 'not a liff id' },
      { SOCIAL_FACEBOOK_URL: 'facebook.com/lightbearers' },
      { SOCIAL_LINE_URL: 'javascript:alert(1)' },
      { CHAT_GROUP_URL: 'ftp://example.org/' },
    ])
      expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
  });
});
