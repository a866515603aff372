import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { orderDetailData } from '../../test/shop.fixtures';
import { OrderDetail } from './OrderDetail';

describe('OrderDetail', () => {
  it('titles the order with its number and shows every field of the product description; forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<OrderDetail ref={ref} {...orderDetailData(12, { logistic: 'mail' })} />);
    expect(ref.current).toBe(screen.getByRole('article', { name: 'คำสั่งแลกหมายเลข 12' }));
    expect(ref.current).toHaveAttribute('data-component', 'OrderDetail');
    expect(screen.getByRole('link', { name: 'กระเป๋าแต้มบุญ' })).toHaveAttribute('href', '/coin/wallet');
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const second = within(lines[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'ผ้าพันคอจิตอาสา' })).toHaveAttribute('href', '/coin/7');
    expect(second.getByText('2 × 80 คะแนน')).toBeInTheDocument();
    expect(second.getByText('160 คะแนน')).toBeInTheDocument();
    expect(lines[1]?.querySelector('img')).toHaveAttribute('alt', '');
    const details = ref.current?.querySelector('[data-part="Details"]') as HTMLElement;
    expect([...details.children].map((row) => row.querySelector('dt')?.textContent)).toEqual([
      'รวมคะแนนที่ใช้',
      'วิธีรับ',
      'ที่อยู่ / ข้อมูลติดต่อ',
      'วันที่แลก',
    ]);
    expect(within(details).getByText('460 คะแนน')).toBeInTheDocument();
    expect(within(details).getByText('ส่งทางไปรษณีย์')).toBeInTheDocument();
    expect(within(details).getByText('7 ต.ค. 2569 08:00')).toBeInTheDocument();
  });

  it('shows a line whose product is gone without a link or a price, and a dash for no address', () => {
    render(
      <OrderDetail
        {...orderDetailData(1, { shipto: null })}
        lines={[{ key: 0, name: null, price: null, amount: '1', lineTotal: null }]}
      />,
    );
    expect(screen.getByText('ของที่ระลึกนี้ไม่มีในร้านแล้ว')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('1 × — คะแนน')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(<OrderDetail {...orderDetailData(12)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
