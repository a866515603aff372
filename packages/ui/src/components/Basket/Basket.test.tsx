import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { basketData } from '../../test/shop.fixtures';
import { Basket } from './Basket';

const ok = basketData(
  [
    { productId: 2, amount: 2 },
    { productId: 7, amount: 1 },
  ],
  1_000,
);

describe('Basket', () => {
  it('shows each line and the points before, spent and after, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Basket ref={ref} {...ok} aria-label="ตะกร้า" />);
    expect(ref.current).toHaveAttribute('data-component', 'Basket');
    expect(ref.current).toHaveAttribute('data-state', 'enabled');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const shirt = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(shirt).getByRole('link', { name: 'เสื้อยืดผู้นำบุญ' })).toHaveAttribute('href', '/coin/2');
    expect(within(shirt).getByText('2 × 150 คะแนน')).toBeInTheDocument();
    expect(within(shirt).getByText('300 คะแนน')).toHaveAttribute('data-part', 'LineTotal');
    expect(within(shirt).getByRole('status')).toHaveTextContent('จำนวน 2 ชิ้น');
    const summary = ref.current?.querySelector('[data-part="Summary"]') as HTMLElement;
    const rows = [...summary.children].map((row) => row.textContent);
    expect(rows).toEqual(['คะแนนที่มี1,000 คะแนน', 'ใช้คะแนนทั้งหมด380 คะแนน', 'คะแนนหลังแลก620 คะแนน']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes amounts by one, and minus at one asks to remove the line (amount 0)', async () => {
    const onAmountChange = vi.fn();
    render(<Basket {...ok} onAmountChange={onAmountChange} />);
    const shirt = within(screen.getByRole('group', { name: 'เสื้อยืดผู้นำบุญ' }));
    await userEvent.click(shirt.getByRole('button', { name: 'เพิ่มจำนวน' }));
    expect(onAmountChange).toHaveBeenLastCalledWith(2, 3);
    await userEvent.click(shirt.getByRole('button', { name: 'ลดจำนวน' }));
    expect(onAmountChange).toHaveBeenLastCalledWith(2, 1);
    const scarf = within(screen.getByRole('group', { name: 'ผ้าพันคอจิตอาสา' }));
    await userEvent.click(scarf.getByRole('button', { name: 'นำออกจากตะกร้า' }));
    expect(onAmountChange).toHaveBeenLastCalledWith(7, 0);
  });

  it('when blocked shows the product’s message, ties it to the disabled exchange button and never exchanges', async () => {
    const onExchange = vi.fn();
    const blocked = basketData([{ productId: 7, amount: 3 }], 1_000);
    expect(blocked.blocked).toBe(true);
    render(<Basket {...blocked} onExchange={onExchange} />);
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ');
    const exchange = screen.getByRole('button', { name: 'แลกของที่ระลึก' });
    expect(exchange).toBeDisabled();
    expect(exchange).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByRole('listitem')).toHaveAttribute('data-state', 'over');
    expect(screen.getByRole('button', { name: 'เพิ่มจำนวน' })).toBeDisabled();
    await userEvent.click(exchange);
    expect(onExchange).not.toHaveBeenCalled();
  });

  it('exchanges when allowed', async () => {
    const onExchange = vi.fn();
    render(<Basket {...ok} onExchange={onExchange} />);
    await userEvent.click(screen.getByRole('button', { name: 'แลกของที่ระลึก' }));
    expect(onExchange).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state without lines or an exchange button', () => {
    const { container } = render(<Basket {...basketData([])} />);
    expect(screen.getByText('ยังไม่มีของในตะกร้า')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
  });

  it('has no axe violations, allowed or blocked', async () => {
    const { container } = render(
      <>
        <Basket {...ok} aria-label="ตะกร้า" />
        <Basket {...basketData([{ productId: 7, amount: 3 }])} aria-label="ตะกร้าที่แลกไม่ได้" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
