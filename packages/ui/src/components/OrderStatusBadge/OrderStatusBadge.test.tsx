import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('OrderStatusBadge', () => {
  it.each([
    ['placed', 'สั่งแลกแล้ว', 'neutral'],
    ['packed', 'จัดเตรียมแล้ว', 'info'],
    ['sent', 'จัดส่งแล้ว', 'accent'],
    ['received', 'ได้รับแล้ว', 'success'],
    ['cancelled', 'ยกเลิกแล้ว', 'danger'],
  ] as const)('%s reads %s in the %s tone', (status, label, tone) => {
    const ref = createRef<HTMLSpanElement>();
    render(<OrderStatusBadge ref={ref} status={status} />);
    expect(ref.current).toHaveTextContent(label);
    expect(ref.current).toHaveAttribute('data-component', 'OrderStatusBadge');
    expect(ref.current).toHaveAttribute('data-status', status);
    expect(ref.current).toHaveAttribute('data-tone', tone);
  });

  it('has no axe violations', async () => {
    const { container } = render(<OrderStatusBadge status="received" />);
    expect(screen.getByText('ได้รับแล้ว')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
