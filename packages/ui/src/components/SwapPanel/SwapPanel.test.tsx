import { canSwap } from '@lightbearers/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SwapPanel } from './SwapPanel';

describe('SwapPanel', () => {
  it('swaps the whole can_change_total when allowed, and forwards its ref', async () => {
    const ref = createRef<HTMLElement>();
    const onSwap = vi.fn();
    render(<SwapPanel ref={ref} canChangeTotal="135" allowed={canSwap(135)} onSwap={onSwap} />);
    expect(ref.current).toBe(screen.getByRole('region', { name: 'แลกคะแนนแชร์เป็นคะแนน' }));
    expect(ref.current).toHaveAttribute('data-state', 'enabled');
    expect(screen.getByText('1 แชร์ = 1 คะแนน และจำนวนแชร์ของท่านไม่ลดลง')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'แลก 135 คะแนน' }));
    expect(onSwap).toHaveBeenCalledTimes(1);
  });

  it('refuses below 100 and says the minimum', async () => {
    const onSwap = vi.fn();
    render(<SwapPanel canChangeTotal="99" allowed={canSwap(99)} onSwap={onSwap} />);
    const button = screen.getByRole('button', { name: 'แลก 99 คะแนน' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('ต้องมีคะแนนแชร์อย่างน้อย 100 คะแนน จึงจะแลกได้');
    await userEvent.click(button);
    expect(onSwap).not.toHaveBeenCalled();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'disabled');
  });

  it('is busy while swapping', () => {
    render(<SwapPanel canChangeTotal="135" allowed swapping />);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'loading');
  });

  it('has no axe violations, allowed or not', async () => {
    const allowed = render(<SwapPanel canChangeTotal="135" allowed />);
    expect(await axeViolations(allowed.container)).toEqual([]);
    allowed.unmount();
    const refused = render(<SwapPanel canChangeTotal="99" allowed={false} headingLevel="h3" />);
    expect(await axeViolations(refused.container)).toEqual([]);
  });
});
