import { makePost } from '@lightbearers/api-client/testing';
import { describe, expect, it } from 'vitest';
import { meta as feedMeta } from '../screens/feed/FeedScreen';
import { headTags, pageHead } from './meta';

const origin = 'https://site.test';

describe('the head of a rendered page', () => {
  it("preloads the feed's largest picture — the TikTok row's first poster, at the size its tile picks", () => {
    // The factories' posts resolve the service's paths against http://localhost.
    const post = (id: number, type: 'videoTikTok' | 'postText') =>
      makePost(id, { type, url: 'https://www.tiktok.com/@a/video/1', photo: { data: null } });
    const data = {
      catId: null,
      categoryName: null,
      first: { list: { items: [post(1, 'postText')], page: 1, done: false }, profiles: [] },
      rows: { tiktok: [post(7, 'videoTikTok'), post(8, 'videoTikTok')], youtube: [], creators: [] },
    } as unknown as Parameters<typeof feedMeta>[0]['data'];
    const screen = feedMeta({ data, params: {}, preset: {} as never, origin });
    const tags = headTags(pageHead(screen, origin, new URL('/all/other', origin)));
    expect(tags).toContain(
      '<link rel="preload" as="image" href="http://localhost/thumbs/7/480.webp" imagesrcset="http://localhost/thumbs/7/240.webp 240w, http://localhost/thumbs/7/480.webp 480w, http://localhost/thumbs/7/720.webp 720w" imagesizes="(max-width: 42rem) 50vw, 14rem" fetchpriority="high" />',
    );
    // No TikTok row: nothing to preload.
    const none = feedMeta({
      data: { ...data, rows: { tiktok: [], youtube: [], creators: [] } },
      params: {},
      preset: {} as never,
      origin,
    });
    expect(headTags(pageHead(none, origin, new URL('/all/other', origin)))).not.toContain('as="image"');
  });
});
