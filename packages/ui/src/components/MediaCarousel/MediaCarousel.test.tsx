import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { MediaCarousel } from './MediaCarousel';
import { tiktokItems, youtubeItems } from './MediaCarousel.fixtures';

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MediaCarousel', () => {
  it('is a named carousel region with a heading link and one group per item, pictures lazy', () => {
    mockReducedMotion(false);
    const ref = createRef<HTMLElement>();
    render(
      <MediaCarousel
        ref={ref}
        heading="TikTok"
        headingHref="/all/tiktok"
        items={tiktokItems}
        shape="portrait"
      />,
    );
    const row = screen.getByRole('region', { name: 'TikTok' });
    expect(ref.current).toBe(row);
    expect(row).toHaveAttribute('data-component', 'MediaCarousel');
    expect(row).toHaveAttribute('data-shape', 'portrait');
    expect(within(row).getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', '/all/tiktok');
    const slides = within(row).getAllByRole('group');
    expect(slides).toHaveLength(tiktokItems.length);
    expect(slides[2]).toHaveAccessibleName(`3 จาก ${tiktokItems.length}`);
    // Lazy: only the first row's pictures are requested before Embla reports more slides in view.
    expect(slides.map((slide) => slide.querySelector('img') !== null)).toEqual(
      tiktokItems.map((_, i) => i < 4),
    );
  });

  it('auto plays, pauses while hovered or focused, and is off under reduced motion or with 0', async () => {
    mockReducedMotion(false);
    const { rerender } = render(<MediaCarousel heading="YouTube" items={youtubeItems} />);
    const row = screen.getByRole('region', { name: 'YouTube' });
    expect(row).toHaveAttribute('data-autoplay', 'playing');
    fireEvent.pointerEnter(row);
    expect(row).toHaveAttribute('data-autoplay', 'paused');
    fireEvent.pointerLeave(row);
    expect(row).toHaveAttribute('data-autoplay', 'playing');
    await userEvent.tab();
    expect(row).toContainElement(document.activeElement as HTMLElement);
    expect(row).toHaveAttribute('data-autoplay', 'paused');
    rerender(<MediaCarousel heading="YouTube" items={youtubeItems} autoPlayMs={0} />);
    expect(row).toHaveAttribute('data-autoplay', 'off');
  });

  it('is still under reduced motion', () => {
    mockReducedMotion(true);
    render(<MediaCarousel heading="YouTube" items={youtubeItems} />);
    expect(screen.getByRole('region')).toHaveAttribute('data-autoplay', 'off');
  });

  it('opens an item through onSelectItem, but leaves a modified click to the browser', async () => {
    mockReducedMotion(true);
    const onSelectItem = vi.fn();
    render(<MediaCarousel heading="YouTube" items={youtubeItems} onSelectItem={onSelectItem} />);
    const second = within(screen.getByRole('group', { name: '2 จาก 8' })).getByRole('link');
    expect(second).toHaveAttribute('href', youtubeItems[1]?.href);
    await userEvent.click(second);
    expect(onSelectItem).toHaveBeenCalledWith(youtubeItems[1], 1);
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    second.dispatchEvent(ctrlClick);
    expect(onSelectItem).toHaveBeenCalledTimes(1);
    expect(ctrlClick.defaultPrevented).toBe(false);
  });

  it('is one tab stop: the arrow keys, Home and End move along the items, wrapping like the row', async () => {
    mockReducedMotion(true);
    render(<MediaCarousel heading="YouTube" headingHref="/all/youtube" items={youtubeItems} />);
    const row = screen.getByRole('region', { name: 'YouTube' });
    // One slide per item: the loop moves the real slides, nothing is cloned.
    expect(row.querySelectorAll('[data-part="Slide"]')).toHaveLength(youtubeItems.length);
    const item = (n: number) =>
      within(screen.getByRole('group', { name: `${n} จาก ${youtubeItems.length}` })).getByRole('link');
    expect(youtubeItems.map((_, i) => item(i + 1).getAttribute('tabindex'))).toEqual(
      youtubeItems.map((_, i) => (i === 0 ? '0' : '-1')),
    );
    // The heading link, then the first item: previous/next are for the pointer.
    for (const name of ['เลื่อนไปก่อนหน้า', 'เลื่อนไปถัดไป'])
      expect(within(row).getByRole('button', { name })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(within(row).getByRole('link', { name: 'YouTube' })).toHaveFocus();
    await userEvent.tab();
    expect(item(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(item(3)).toHaveFocus();
    expect(item(3)).toHaveAttribute('tabindex', '0');
    expect(item(1)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(item(8)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(item(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item(8)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Tab leaves the row; Shift+Tab comes back to the item last focused.
    await userEvent.tab();
    expect(row).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(item(2)).toHaveFocus();
  });

  it('has no axe violations', async () => {
    mockReducedMotion(true);
    const { container } = render(
      <MediaCarousel heading="YouTube" headingHref="/all/youtube" items={youtubeItems} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives every loaded thumbnail a pixel size and its other sizes, priority to the first asked', () => {
    mockReducedMotion(true);
    const items = tiktokItems.map((item, i) =>
      i === 0
        ? {
            ...item,
            image: {
              src: '/thumbs/1/480.webp',
              srcSet: '/thumbs/1/240.webp 240w, /thumbs/1/480.webp 480w',
              sizes: '50vw',
              width: 480,
              height: 853,
            },
          }
        : item,
    );
    const { container } = render(
      <MediaCarousel heading="TikTok" items={items} shape="portrait" priorityCount={1} />,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '853']);
      // The carousel defers the pictures itself (a slide's comes once it is seen).
      expect(img).not.toHaveAttribute('loading');
    }
    expect(imgs[0]).toHaveAttribute('srcset', '/thumbs/1/240.webp 240w, /thumbs/1/480.webp 480w');
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
    expect(imgs.slice(1).every((img) => img.getAttribute('fetchpriority') === 'low')).toBe(true);
  });
});
