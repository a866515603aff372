import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { StatRange } from './StatRange';

const today = '2026-11-24';

describe('StatRange', () => {
  it('defaults both days to today, within 2022-03-04…today, and forwards its ref', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<StatRange ref={ref} today={today} />);
    expect(ref.current).toHaveAttribute('data-component', 'StatRange');
    expect(screen.getByRole('group', { name: 'ช่วงวันที่' })).toBe(ref.current);
    const from = screen.getByLabelText('ตั้งแต่วันที่');
    const to = screen.getByLabelText('ถึงวันที่');
    expect(from).toHaveValue(today);
    expect(to).toHaveValue(today);
    expect(from).toHaveAttribute('min', '2022-03-04');
    expect(from).toHaveAttribute('max', today);
    expect(to).toHaveAttribute('min', today);
  });

  it("keeps 'to' at or after 'from' and reports each new range once", () => {
    const onValueChange = vi.fn();
    render(
      <StatRange
        today={today}
        defaultValue={{ from: '2026-10-01', to: '2026-10-31' }}
        onValueChange={onValueChange}
      />,
    );
    const from = screen.getByLabelText('ตั้งแต่วันที่');
    const to = screen.getByLabelText('ถึงวันที่');
    expect(to).toHaveAttribute('min', '2026-10-01');
    fireEvent.change(to, { target: { value: '2026-09-01' } });
    expect(to).toHaveValue('2026-10-01');
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-01' });
    fireEvent.change(from, { target: { value: '2026-11-30' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ from: today, to: today });
    fireEvent.change(from, { target: { value: '' } });
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('can be controlled', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <StatRange
        today={today}
        value={{ from: '2026-01-01', to: '2026-01-31' }}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('ถึงวันที่'), { target: { value: '2026-02-01' } });
    expect(onValueChange).toHaveBeenCalledWith({ from: '2026-01-01', to: '2026-02-01' });
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue('2026-01-31');
    rerender(<StatRange today={today} value={{ from: '2026-01-01', to: '2026-02-01' }} />);
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue('2026-02-01');
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatRange today={today} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
