import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mock-server';
import { downloadUrl, postLink, resolveTikTok, shortLink } from './links';

const ctx = setupMockApi();

describe('links', () => {
  it('shortLink: {shortLinkBase}/{key}/{userId}; the mock redirects to the post page and counts a share', async () => {
    const post = ctx.mock.db.posts[2];
    const link = shortLink(ctx.client, post?.attributes.key as string, 5);
    expect(link).toBe(`http://api.test/s/${post?.attributes.key}/5`);
    const before = ctx.mock.db.wallets.get(5)?.can_change_total as number;
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://site.test/post/${post?.id}/5`);
    expect(ctx.mock.db.wallets.get(5)?.can_change_total).toBe(before + 1);
  });

  it('postLink: /post/{id}/{userId} when shared by a member, else /p/{id}', () => {
    expect(postLink(ctx.client, 12, 5)).toBe('http://site.test/post/12/5');
    expect(postLink(ctx.client, 12)).toBe('http://site.test/p/12');
  });

  it('downloadUrl: /api/download/file?fname={image url}', () => {
    expect(downloadUrl(ctx.client, 'http://api.test/uploads/a b.jpg')).toBe(
      'http://api.test/api/download/file?fname=http%3A%2F%2Fapi.test%2Fuploads%2Fa+b.jpg',
    );
  });

  it('resolveTikTok: GET /api/tiktok?url=; an unresolvable link is a 502 ApiError', async () => {
    const real = await resolveTikTok(ctx.client, 'https://vm.tiktok.com/ZSabc/');
    expect(await ctx.last()).toMatchObject({
      path: '/api/tiktok',
      query: [['url', 'https://vm.tiktok.com/ZSabc/']],
    });
    expect(real).toMatch(/^https:\/\/www\.tiktok\.com\/@[\w.]+\/video\/\d+$/);
    await expect(resolveTikTok(ctx.client, 'https://example.org/x')).rejects.toMatchObject({ status: 502 });
  });
});
