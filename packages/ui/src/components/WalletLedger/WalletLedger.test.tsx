import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ledgerPage } from '../../test/shop.fixtures';
import { WalletLedger } from './WalletLedger';

describe('WalletLedger', () => {
  it('lists entries in order with date, message, signed amount and balance; forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    const entries = ledgerPage(4);
    render(<WalletLedger ref={ref} entries={entries} />);
    expect(ref.current).toHaveAttribute('data-component', 'WalletLedger');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText(entries[0]?.date as string)).toHaveAttribute('data-part', 'Date');
    expect(first.getByText('แลกคะแนนจากการแชร์')).toBeInTheDocument();
    expect(items[0]?.querySelector('[data-part="Amount"]')).toHaveTextContent('ได้รับ+100');
    expect(first.getByText('คงเหลือ 1,020 คะแนน')).toBeInTheDocument();
    expect(items[3]).toHaveAttribute('data-direction', 'out');
    expect(items[3]?.querySelector('[data-part="Amount"]')).toHaveTextContent('ใช้ไป−80');
  });

  it('links an entry that names an order to that order, and only those', () => {
    render(<WalletLedger entries={ledgerPage(8)} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/coin/order/4', '/coin/order/8']);
    expect(links[0]).toHaveAccessibleName('ดูคำสั่งแลกหมายเลข 4');
  });

  it('shows the empty state without a list', () => {
    render(<WalletLedger entries={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('ยังไม่มีรายการในกระเป๋า')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<WalletLedger entries={ledgerPage(8)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
