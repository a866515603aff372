import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { shopPage } from '../../test/shop.fixtures';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  it('lists one card per product in order and forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ProductGrid ref={ref} products={shopPage(5)} aria-label="ของที่ระลึก" />);
    expect(screen.getByRole('list', { name: 'ของที่ระลึก' })).toHaveAttribute('data-part', 'List');
    expect(ref.current).toHaveAttribute('data-component', 'ProductGrid');
    expect(ref.current).toHaveAttribute('data-state', 'filled');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(
      shopPage(5).map((p) => p.name),
    );
  });

  it('hands back the id of the product whose button was pressed', async () => {
    const onAdd = vi.fn();
    render(<ProductGrid products={shopPage(4)} onAdd={onAdd} />);
    const card = screen.getByRole('article', { name: 'ย่ามสีขาว' });
    await userEvent.click(within(card).getByRole('button', { name: 'ใส่ตะกร้า' }));
    expect(onAdd).toHaveBeenCalledWith(4);
  });

  it('shows the empty state instead of a list', () => {
    const { container } = render(<ProductGrid products={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('ยังไม่มีของที่ระลึก')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProductGrid products={shopPage(8)} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reserves each photo its square and loads the first ones asked eagerly, at high priority; the rest lazily', () => {
    const products = shopPage(4).map((p) => ({
      ...p,
      photoSrc: p.photoSrc ?? '/uploads/small.jpg',
      photoSrcSet: '/uploads/thumbnail.jpg 245w, /uploads/small.jpg 500w',
      photoSizes: '50vw',
    }));
    const { container } = render(<ProductGrid products={products} priorityCount={1} />);
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(4);
    for (const img of imgs) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['500', '500']);
      expect(img).toHaveAttribute('srcset', '/uploads/thumbnail.jpg 245w, /uploads/small.jpg 500w');
      expect(img).toHaveAttribute('sizes', '50vw');
    }
    expect(imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
