import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mock-server';
import { getGradients, getOrganisations, getTikTokEmbed } from './external';

const ctx = setupMockApi();

describe('external services', () => {
  it('getTikTokEmbed: oEmbed ?url=, no bearer; thumbnail, html, author', async () => {
    ctx.signIn(1);
    const url = 'https://www.tiktok.com/@somchai1/video/7300000000000000001';
    const embed = await getTikTokEmbed(ctx.client, url);
    const request = await ctx.last();
    expect(request).toMatchObject({ path: '/oembed', query: [['url', url]], authorization: null });
    expect(embed).toEqual({
      thumbnailUrl: expect.stringMatching(/^data:image\/svg\+xml/),
      html: expect.stringContaining('tiktok-embed'),
      authorUrl: 'https://www.tiktok.com/@somchai1',
    });
  });

  it('getTikTokEmbed failure answers null (the item is omitted)', async () => {
    expect(await getTikTokEmbed(ctx.client, 'https://www.tiktok.com/not-a-video')).toBeNull();
  });

  it('getGradients: the public list', async () => {
    const gradients = await getGradients(ctx.client);
    expect((await ctx.last()).path).toBe('/ghosh/uiGradients/master/gradients.json');
    expect(gradients[0]).toEqual({
      name: expect.any(String),
      colors: expect.arrayContaining([expect.stringMatching(/^#/)]),
    });
  });

  it('getOrganisations: category filter and the API key header; a wrong key is refused', async () => {
    const names = await getOrganisations(ctx.client, 'ภูมิภาค');
    const request = await ctx.last();
    expect(request.headers.get('key')).toBe('secret-key');
    expect(request.query).toEqual([['category', 'ภูมิภาค']]);
    expect(names).toEqual(['ภูมิภาค ภาค 1', 'ภูมิภาค ภาค 2', 'ภูมิภาค ภาค 3']);
    const wrong = ctx.clientWith({ orgDirectory: { url: 'http://org.test/api/orgs', key: 'nope' } });
    await expect(getOrganisations(wrong, 'ภูมิภาค')).rejects.toMatchObject({ status: 401 });
    await expect(getOrganisations(ctx.clientWith({ orgDirectory: undefined }), 'x')).rejects.toThrow(
      /orgDirectory/,
    );
  });
});
