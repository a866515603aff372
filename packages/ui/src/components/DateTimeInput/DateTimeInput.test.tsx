import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DateTimeInput } from './DateTimeInput';

describe('DateTimeInput', () => {
  it('is a native datetime-local input with min, max and a wall-clock value', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <DateTimeInput
        ref={ref}
        label="เผยแพร่เมื่อ"
        min="2026-11-24T09:30"
        max="2027-01-01T00:00"
        defaultValue="2026-11-25T08:00"
        size="lg"
      />,
    );
    const input = screen.getByLabelText('เผยแพร่เมื่อ');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('min', '2026-11-24T09:30');
    expect(input).toHaveAttribute('max', '2027-01-01T00:00');
    expect(input).toHaveValue('2026-11-25T08:00');
    expect(container.firstElementChild).toHaveAttribute('data-component', 'DateTimeInput');
    expect(container.firstElementChild).toHaveAttribute('data-size', 'lg');
  });

  it('wires the hint, the error and the required state', () => {
    const { container } = render(
      <DateTimeInput label="เผยแพร่เมื่อ" hint="เวลาประเทศไทย" error="ต้องไม่ก่อนเวลาปัจจุบัน" required />,
    );
    const input = screen.getByLabelText(/^เผยแพร่เมื่อ/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('เวลาประเทศไทย ต้องไม่ก่อนเวลาปัจจุบัน');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
  });

  it('has no axe violations', async () => {
    const { container } = render(<DateTimeInput label="เผยแพร่เมื่อ" hint="เวลาประเทศไทย" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
