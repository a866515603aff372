import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { storyPhotos } from '../../test/photos';
import { PhotoGrid } from './PhotoGrid';

describe('PhotoGrid', () => {
  it.each([
    [1, 'single', 1],
    [2, 'stacked', 2],
    [3, 'feature', 3],
    [7, 'feature', 3],
  ] as const)('lays out %i photo(s) as %s with %i tiles', (count, layout, tiles) => {
    const ref = createRef<HTMLDivElement>();
    render(<PhotoGrid ref={ref} photos={storyPhotos(count)} />);
    expect(ref.current).toHaveAttribute('data-component', 'PhotoGrid');
    expect(ref.current).toHaveAttribute('data-layout', layout);
    expect(screen.getAllByRole('button')).toHaveLength(tiles);
  });

  it('puts +N ภาพ over the last tile when photos are hidden', () => {
    render(<PhotoGrid photos={storyPhotos(5)} />);
    expect(screen.getByText('+2 ภาพ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดูภาพที่ 3 จาก 5 +2 ภาพ' })).toBeInTheDocument();
  });

  it('marks a picture that failed to load, and clears the mark once it loads', () => {
    const { container } = render(<PhotoGrid photos={storyPhotos(2)} />);
    const [first, second] = Array.from(container.querySelectorAll('img'));
    fireEvent.load(first!);
    fireEvent.load(second!);
    fireEvent.error(first!);
    expect(first).toHaveAttribute('data-failed');
    expect(second).not.toHaveAttribute('data-failed');
    fireEvent.load(first!);
    expect(first).not.toHaveAttribute('data-failed');
  });

  it('shows no overlay with three photos or fewer', () => {
    const { container } = render(<PhotoGrid photos={storyPhotos(3)} />);
    expect(container.querySelector('[data-part="More"]')).toBeNull();
  });

  it('reserves each image box and loads lazily', () => {
    const { container } = render(<PhotoGrid photos={storyPhotos(2)} />);
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', '500');
      expect(img).toHaveAttribute('height', '375');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('opens the tapped photo by index', async () => {
    const onOpen = vi.fn();
    render(<PhotoGrid photos={storyPhotos(4)} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'ดูภาพที่ 2 จาก 4' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<PhotoGrid photos={storyPhotos(5)} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers each photo at its other sizes and gives priority to the first only, when asked', () => {
    const photos = storyPhotos(3).map((photo, i) => ({
      ...photo,
      srcSet: `/t${i}.jpg 245w, /s${i}.jpg 500w`,
      sizes: '(max-width: 42rem) 100vw, 42rem',
    }));
    const { container } = render(<PhotoGrid photos={photos} loading="eager" fetchPriority="high" />);
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((img) => img.getAttribute('srcset'))).toEqual(photos.map((p) => p.srcSet));
    expect(imgs.every((img) => img.getAttribute('sizes') === '(max-width: 42rem) 100vw, 42rem')).toBe(true);
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(
      imgs.every(
        (img) =>
          img.getAttribute('loading') === 'eager' && img.hasAttribute('width') && img.hasAttribute('height'),
      ),
    ).toBe(true);
    const plain = render(<PhotoGrid photos={storyPhotos(1)} />).container.querySelector(
      'img',
    ) as HTMLImageElement;
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).not.toHaveAttribute('fetchpriority');
    expect(plain).toHaveAttribute('loading', 'lazy');
  });
});
