import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { productCardData } from '../../test/shop.fixtures';
import { ProductCard } from './ProductCard';

const props = (id: number) => {
  const { name, href, photoSrc, price, stock, availability, unlockDate } = productCardData(id);
  return { name, href, photoSrc, price, stock, availability, unlockDate };
};

describe('ProductCard', () => {
  it('shows name, price in points and stock, links to the product and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<ProductCard ref={ref} {...props(1)} />);
    const card = screen.getByRole('article', { name: 'พวงกุญแจดอกบัว' });
    expect(ref.current).toBe(card);
    expect(card).toHaveAttribute('data-component', 'ProductCard');
    expect(card).toHaveAttribute('data-state', 'available');
    expect(screen.getByRole('heading', { level: 3, name: 'พวงกุญแจดอกบัว' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'พวงกุญแจดอกบัว' })).toHaveAttribute('href', '/coin/1');
    expect(screen.getByText('300 คะแนน')).toHaveAttribute('data-part', 'Price');
    expect(screen.getByText('คงเหลือ 100 ชิ้น')).toHaveAttribute('data-part', 'Stock');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('calls onAdd when available', async () => {
    const onAdd = vi.fn();
    render(<ProductCard {...props(1)} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'ใส่ตะกร้า' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('disables add when limited and says the Thai unlock date, tied to the button', async () => {
    const onAdd = vi.fn();
    render(<ProductCard {...props(3)} onAdd={onAdd} />);
    const notice = screen.getByText('จำกัดการแลก แลกได้อีกครั้งหลังวันที่ 15 ธ.ค. 2569');
    const button = screen.getByRole('button', { name: 'ใส่ตะกร้า' });
    expect(button).toBeDisabled();
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(notice.id);
    expect(screen.getByRole('article', { name: 'สมุดบันทึกความดี' })).toHaveAttribute('data-state', 'limited');
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says sold out instead of the stock and disables add', () => {
    render(<ProductCard {...props(8)} />);
    expect(screen.getByText('หมดแล้ว')).toBeInTheDocument();
    expect(screen.queryByText(/คงเหลือ/)).toBeNull();
    expect(screen.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeDisabled();
  });

  it('shows the gift glyph without a photo and takes another heading level', () => {
    render(<ProductCard {...props(1)} photoSrc={null} headingLevel="h2" />);
    const card = screen.getByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('[data-part="Photo"]')).toHaveAttribute('data-layout', 'icon');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('พวงกุญแจดอกบัว');
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <>
        <ProductCard {...props(1)} />
        <ProductCard {...props(3)} />
        <ProductCard {...props(8)} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
