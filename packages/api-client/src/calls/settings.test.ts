import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mock-server';
import { getSiteSettings, NO_SITE_SETTINGS } from './settings';

const ctx = setupMockApi();

describe('site settings', () => {
  it('reads GET /api/site-settings', async () => {
    const settings = await getSiteSettings(ctx.client);
    expect(await ctx.last()).toMatchObject({ method: 'GET', path: '/api/site-settings' });
    expect(settings).toEqual({
      ...NO_SITE_SETTINGS,
      devSignIn: true,
      manualUrl: 'https://manual.example/lightbearers',
    });
  });

  it('a failure is an ApiError with its status', async () => {
    ctx.mock.fail('GET /api/site-settings', 500, { times: 1 });
    await expect(getSiteSettings(ctx.client)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });
});
