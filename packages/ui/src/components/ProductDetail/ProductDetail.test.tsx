import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { productCardData } from '../../test/shop.fixtures';
import { ProductDetail } from './ProductDetail';

const data = (id: number) => {
  const p = productCardData(id);
  return {
    name: p.name,
    photoSrc: p.photoSrc,
    price: p.price,
    stock: p.stock,
    description: p.description,
    availability: p.availability,
    unlockDate: p.unlockDate,
    most: p.most,
  };
};

describe('ProductDetail', () => {
  it('shows the product under an h1, forwards its ref and puts its standing on the DOM', () => {
    const ref = createRef<HTMLElement>();
    render(<ProductDetail ref={ref} {...data(2)} amount={0} />);
    expect(ref.current).toHaveAttribute('data-component', 'ProductDetail');
    expect(ref.current).toHaveAttribute('data-state', 'available');
    expect(screen.getByRole('article', { name: 'เสื้อยืดผู้นำบุญ' })).toBe(ref.current);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('เสื้อยืดผู้นำบุญ');
    expect(screen.getByText('150 คะแนน')).toBeInTheDocument();
    expect(screen.getByText('คงเหลือ 25 ชิ้น')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ในตะกร้า 0 ชิ้น');
  });

  it('disables minus at zero and add at the most an exchange may hold', async () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    const { rerender } = render(<ProductDetail {...data(2)} amount={0} onAdd={onAdd} onRemove={onRemove} />);
    const add = screen.getByRole('button', { name: 'ใส่ตะกร้า' });
    const minus = screen.getByRole('button', { name: 'ลดจำนวน' });
    expect(minus).toBeDisabled();
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);

    rerender(<ProductDetail {...data(2)} amount={5} onAdd={onAdd} onRemove={onRemove} />);
    expect(add).toBeDisabled();
    await userEvent.click(minus);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('says the Thai unlock date when limited and ties it to the disabled add button', () => {
    render(<ProductDetail {...data(3)} amount={0} />);
    const notice = screen.getByText('จำกัดการแลก แลกได้อีกครั้งหลังวันที่ 15 ธ.ค. 2569');
    const add = screen.getByRole('button', { name: 'ใส่ตะกร้า' });
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('aria-describedby', notice.id);
  });

  it('says sold out and disables add even below the most', () => {
    render(<ProductDetail {...data(8)} amount={0} most={3} />);
    expect(screen.getByText('หมดแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeDisabled();
  });

  it('titles the other souvenirs one level under the name', () => {
    render(
      <ProductDetail {...data(2)} amount={0}>
        <ProductDetail.Others data-testid="others">
          <p>grid</p>
        </ProductDetail.Others>
      </ProductDetail>,
    );
    const others = screen.getByRole('region', { name: 'ของที่ระลึกอื่น ๆ' });
    expect(others).toHaveAttribute('data-component', 'ProductDetailOthers');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ของที่ระลึกอื่น ๆ');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ProductDetail {...data(3)} amount={1}>
        <ProductDetail.Others>
          <p>grid</p>
        </ProductDetail.Others>
      </ProductDetail>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
