/**
 * The feed's first screen (ADR 027, "First screen"): the rows above the posts are drawn at their
 * final size while they load (ui CarouselSkeleton), and the first page's requests go out before the
 * rows' — through the real route table and screen, against the mock API.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute, renderRouteAsBrowser } from '../../test/renderRoute';

setupSiteApi();

afterEach(() => {
  vi.restoreAllMocks();
});

const ROWS = ['TikTok', 'YouTube', 'พบกับผู้ส่งต่อแสงสว่างออนไลน์'] as const;

/** The decoded URLs of the calls to /api/posts, in the order they were made. */
function postsCalls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .map(([input]) => decodeURIComponent(input instanceof Request ? input.url : String(input)))
    .filter((url) => new URL(url).pathname === '/api/posts');
}

describe('the feed’s first screen', () => {
  it('reserves each row at its final size while it loads, then shows the row', async () => {
    await renderRouteAsBrowser('/all/other');
    for (const name of ROWS) {
      const row = await screen.findByRole('region', { name });
      expect(row).toHaveAttribute('data-component', 'CarouselSkeleton');
      expect(row).toHaveAttribute('aria-busy', 'true');
    }
    // TikTok's row is the last to come (500 ms after the feed).
    await waitFor(
      () =>
        expect(screen.getByRole('region', { name: 'TikTok' })).toHaveAttribute(
          'data-component',
          'MediaCarousel',
        ),
      { timeout: 5_000 },
    );
    expect(screen.getByRole('region', { name: 'YouTube' })).toHaveAttribute(
      'data-component',
      'MediaCarousel',
    );
    expect(screen.getByRole('region', { name: ROWS[2] })).toHaveAttribute(
      'data-component',
      'CreatorsCarousel',
    );
    expect(document.querySelector('[data-component="CarouselSkeleton"]')).toBeNull();
  });

  it('asks for the first page of posts before the video rows', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    renderRoute('/all/other');
    await waitFor(
      () => expect(postsCalls(spy).filter((url) => url.includes('videoTikTok'))).toHaveLength(1),
      {
        timeout: 5_000,
      },
    );
    const calls = postsCalls(spy);
    const isRow = (url: string) => url.includes('videoYoutube') || url.includes('videoTikTok');
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(isRow(calls[0] ?? '')).toBe(false);
    expect(calls.findIndex(isRow)).toBeGreaterThan(0);
  });
});
