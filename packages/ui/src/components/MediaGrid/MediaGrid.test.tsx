import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { MediaGrid } from './MediaGrid';
import { tiktokGridItems, youtubeGridItems } from './MediaGrid.fixtures';

describe('MediaGrid', () => {
  it('lists every video as a link to its post, with its shape on the DOM, and forwards its ref', () => {
    const ref = createRef<HTMLUListElement>();
    render(<MediaGrid ref={ref} items={tiktokGridItems} shape="portrait" aria-label="TikTok" />);
    const grid = screen.getByRole('list', { name: 'TikTok' });
    expect(ref.current).toBe(grid);
    expect(grid).toHaveAttribute('data-component', 'MediaGrid');
    expect(grid).toHaveAttribute('data-shape', 'portrait');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(tiktokGridItems.map((item) => item.href));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a video in place and shares it, by callback', async () => {
    const onSelectItem = vi.fn();
    const onShareItem = vi.fn();
    render(<MediaGrid items={youtubeGridItems} onSelectItem={onSelectItem} onShareItem={onShareItem} />);
    const third = youtubeGridItems[2];
    await userEvent.click(screen.getAllByRole('link')[2] as HTMLElement);
    expect(onSelectItem).toHaveBeenCalledWith(third, 2);
    const share = within(screen.getAllByRole('listitem')[2] as HTMLElement).getByRole('button');
    expect(share).toHaveAccessibleName(`แชร์ ${third?.title}`);
    await userEvent.click(share);
    expect(onShareItem).toHaveBeenCalledWith(third, 2);
  });

  it('loads the first thumbnails eagerly and the rest lazily', () => {
    const { container } = render(<MediaGrid items={youtubeGridItems} eagerCount={2} />);
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'lazy']);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <MediaGrid items={youtubeGridItems.slice(0, 4)} aria-label="YouTube" onShareItem={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives every thumbnail a pixel size, its other sizes when it has them, and priority to the first ones asked', () => {
    const items = tiktokGridItems.map((item, i) =>
      i === 0
        ? { ...item, image: { src: '/thumbs/1/480.webp', srcSet: '/thumbs/1/240.webp 240w', sizes: '50vw' } }
        : item,
    );
    const { container } = render(
      <MediaGrid items={items} shape="portrait" priorityCount={1} eagerCount={2} />,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(items.length);
    for (const img of imgs)
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '853']);
    expect(imgs[0]).toHaveAttribute('srcset', '/thumbs/1/240.webp 240w');
    expect(imgs[0]).toHaveAttribute('sizes', '50vw');
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...imgs.slice(1).map(() => 'low'),
    ]);
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(
      imgs.map((_, i) => (i < 2 ? 'eager' : 'lazy')),
    );
    const landscape = render(<MediaGrid items={youtubeGridItems} />);
    const first = landscape.container.querySelector('img') as HTMLImageElement;
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['480', '270']);
    expect(first).toHaveAttribute('fetchpriority', 'low');
  });
});
