import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Embed } from './Embed';

const links = {
  videoYoutube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoTikTok: 'https://www.tiktok.com/@somchai/video/7123456789012345678',
  videoFacebook: 'https://www.facebook.com/somchai/videos/123456789012345',
  linkFacebook: 'https://www.facebook.com/somchai/posts/123456789012345',
  linkTwitter: 'https://twitter.com/somchai/status/1234567890123456789',
} as const;
const title = 'บทสวดมนต์ทำวัตรเช้า';

/** Every address the rendered tree would request: frames, images, sources. */
function requestedUrls(container: HTMLElement): string[] {
  return [...container.querySelectorAll('iframe, img, script, source, video, embed, object')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('data') ?? '',
  );
}

describe('Embed', () => {
  it.each(['videoFacebook', 'linkFacebook', 'linkTwitter'] as const)(
    'requests nothing from a third party before a tap (%s)',
    (type) => {
      const { container } = render(
        <Embed type={type} url={links[type]} title={title} thumbnail="https://x.example/t.jpg" />,
      );
      expect(container.querySelector('iframe')).toBeNull();
      expect(requestedUrls(container)).toEqual([]);
      expect(screen.getByRole('button', { name: `เล่น ${title}` })).toBeInTheDocument();
    },
  );

  it('shows the YouTube video thumbnail on the facade and no frame before a tap', () => {
    const { container } = render(<Embed type="videoYoutube" url={links.videoYoutube} title={title} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(requestedUrls(container)).toEqual(['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg']);
  });

  it('shows the TikTok thumbnail the app passed in', () => {
    const { container } = render(
      <Embed
        type="videoTikTok"
        url={links.videoTikTok}
        title={title}
        thumbnail="data:image/png;base64,AA=="
      />,
    );
    expect(requestedUrls(container)).toEqual(['data:image/png;base64,AA==']);
  });

  it.each([
    ['videoYoutube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0'],
    ['videoTikTok', 'https://www.tiktok.com/player/v1/7123456789012345678?autoplay=1'],
    ['linkTwitter', 'https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true'],
  ] as const)('puts the %s player in after a tap', async (type, src) => {
    const onPlay = vi.fn();
    const ref = createRef<HTMLDivElement>();
    render(<Embed ref={ref} type={type} url={links[type]} title={title} thumbnail={null} onPlay={onPlay} />);
    expect(ref.current).toHaveAttribute('data-state', 'idle');
    await userEvent.click(screen.getByRole('button', { name: `เล่น ${title}` }));
    const frame = screen.getByTitle(`เครื่องเล่น: ${title}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(ref.current).toHaveAttribute('data-state', 'playing');
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it("says 'This tweet could not be loaded' when the player failed, with the original link", () => {
    render(<Embed type="linkTwitter" url={links.linkTwitter} title={title} failed />);
    expect(screen.getByRole('status')).toHaveTextContent('This tweet could not be loaded');
    expect(screen.getByRole('link', { name: /เปิดที่ต้นทาง/ })).toHaveAttribute('href', links.linkTwitter);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fails rather than playing a link that gives no player', () => {
    const { container } = render(<Embed type="linkTwitter" url="https://x.com/somchai" title={title} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'failed');
  });

  it('has no axe violations, idle and failed', async () => {
    const { container } = render(
      <>
        <Embed type="linkFacebook" url={links.linkFacebook} title={title} />
        <Embed type="linkTwitter" url={links.linkTwitter} title={title} failed />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives the facade picture its sizes, its pixel size and the priority the app asks for', () => {
    const { container } = render(
      <Embed
        type="videoTikTok"
        url={links.videoTikTok}
        title={title}
        thumbnail={{
          src: '/thumbs/7/480.webp',
          srcSet: '/thumbs/7/240.webp 240w, /thumbs/7/480.webp 480w',
          sizes: '360px',
          width: 480,
          height: 853,
        }}
        loading="eager"
        fetchPriority="high"
      />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/thumbs/7/480.webp');
    expect(img).toHaveAttribute('srcset', '/thumbs/7/240.webp 240w, /thumbs/7/480.webp 480w');
    expect(img).toHaveAttribute('sizes', '360px');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '853');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it("keeps its shape's size for a bare address: 16:9 for YouTube, 9:16 for TikTok; lazy, no priority by default", () => {
    const youtube = render(
      <Embed type="videoYoutube" url={links.videoYoutube} title={title} thumbnail="/y.webp" />,
    );
    const y = youtube.container.querySelector('img') as HTMLImageElement;
    expect([y.getAttribute('width'), y.getAttribute('height')]).toEqual(['480', '270']);
    expect(y).toHaveAttribute('loading', 'lazy');
    expect(y).not.toHaveAttribute('fetchpriority');
    expect(y).not.toHaveAttribute('srcset');
    const tiktok = render(
      <Embed type="videoTikTok" url={links.videoTikTok} title={title} thumbnail="/t.webp" />,
    );
    const t = tiktok.container.querySelector('img') as HTMLImageElement;
    expect([t.getAttribute('width'), t.getAttribute('height')]).toEqual(['480', '853']);
  });
});
