import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CreatorsCarousel } from './CreatorsCarousel';
import { creatorItems } from './CreatorsCarousel.fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('CreatorsCarousel', () => {
  it('links the heading and each member; creators carry the marker and say so', () => {
    const ref = createRef<HTMLElement>();
    render(<CreatorsCarousel ref={ref} heading="ครีเอเตอร์" headingHref="/creator" items={creatorItems} />);
    const row = screen.getByRole('region', { name: 'ครีเอเตอร์' });
    expect(ref.current).toBe(row);
    expect(row).toHaveAttribute('data-component', 'CreatorsCarousel');
    expect(within(row).getByRole('link', { name: 'ครีเอเตอร์' })).toHaveAttribute('href', '/creator');
    for (const item of creatorItems) {
      const name = item.creator ? `${item.name} (ครีเอเตอร์)` : item.name;
      const link = within(row).getByRole('link', { name });
      expect(link).toHaveAttribute('href', item.href);
      expect(link.querySelector('[data-part="Badge"]') !== null).toBe(Boolean(item.creator));
    }
  });

  it('pauses auto play on hover', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    render(<CreatorsCarousel heading="ครีเอเตอร์" items={creatorItems} />);
    const row = screen.getByRole('region');
    expect(row).toHaveAttribute('data-autoplay', 'playing');
    fireEvent.pointerEnter(row);
    expect(row).toHaveAttribute('data-autoplay', 'paused');
  });

  it('is one tab stop after the heading link; the arrow keys move along the members', async () => {
    render(<CreatorsCarousel heading="ครีเอเตอร์" headingHref="/creator" items={creatorItems} />);
    const row = screen.getByRole('region', { name: 'ครีเอเตอร์' });
    const items = within(row)
      .getAllByRole('group')
      .map((slide) => within(slide).getByRole('link'));
    expect(items).toHaveLength(creatorItems.length);
    expect(items.filter((item) => item.getAttribute('tabindex') === '0')).toEqual([items[0]]);
    await userEvent.tab();
    await userEvent.tab();
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(items[creatorItems.length - 1]).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CreatorsCarousel heading="ครีเอเตอร์" headingHref="/creator" items={creatorItems} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
