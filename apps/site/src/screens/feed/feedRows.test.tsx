/**
 * The feed's first screen (ADR 027, "First screen"): the rows above the posts are drawn at their
 * final size while they load (ui CarouselSkeleton) — in the route's pending view, and TikTok's for
 * its 500 ms (ui Reveal) — and the first page's requests go out before the rows' — through the real route
 * table and screen, against the mock API.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { Pending } from './FeedScreen';

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
  it('the pending view reserves each row at its final size', () => {
    render(
      <MemoryRouter>
        <Pending />
      </MemoryRouter>,
    );
    for (const name of ROWS) {
      const row = screen.getByRole('region', { name });
      expect(row).toHaveAttribute('data-component', 'CarouselSkeleton');
      expect(row).toHaveAttribute('aria-busy', 'true');
    }
  });

  it('TikTok’s row shows 500 ms after the feed, its skeleton in its place until then; the others come with it', async () => {
    renderRoute('/all/other');
    const youtube = await screen.findByRole('region', { name: 'YouTube' }, { timeout: 10_000 });
    expect(youtube).toHaveAttribute('data-component', 'MediaCarousel');
    expect(screen.getByRole('region', { name: ROWS[2] })).toHaveAttribute(
      'data-component',
      'CreatorsCarousel',
    );
    // The row and its skeleton are both drawn: the style sheet switches them (ui Reveal, whose
    // stories check the switch in a browser), so the delay runs from the page's first paint.
    const reveal = document.querySelector('[data-component="Reveal"]');
    expect(reveal).not.toBeNull();
    const part = (name: string) => reveal?.querySelector(`:scope > [data-part="${name}"] > section`);
    expect(part('Placeholder')).toHaveAttribute('data-component', 'CarouselSkeleton');
    // (Without animations, as here, the placeholder rests hidden: its heading is there, its name is not computed.)
    expect(part('Placeholder')).toHaveTextContent('TikTok');
    expect(part('Content')).toHaveAttribute('data-component', 'MediaCarousel');
    expect(part('Content')).toHaveAccessibleName('TikTok');
    // Nothing else waits: only TikTok's row has a placeholder.
    expect(document.querySelectorAll('[data-component="CarouselSkeleton"]')).toHaveLength(1);
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
