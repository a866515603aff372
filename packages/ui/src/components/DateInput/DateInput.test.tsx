import { render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DateInput } from './DateInput';

/** The statistics range: 'to' may not start before 'from'. */
function Range({ from }: { from: string }) {
  const [to, setTo] = useState('2025-06-30');
  return (
    <>
      <DateInput label="ตั้งแต่วันที่" min="2022-03-04" max="2025-06-30" value={from} onChange={() => {}} />
      <DateInput
        label="ถึงวันที่"
        min={from}
        max="2025-06-30"
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
    </>
  );
}

describe('DateInput', () => {
  it('is a native date input with min, max and an ISO value', () => {
    render(<DateInput label="วันที่" min="2022-03-04" max="2025-06-30" defaultValue="2025-06-30" />);
    const input = screen.getByLabelText('วันที่');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2022-03-04');
    expect(input).toHaveAttribute('max', '2025-06-30');
    expect(input).toHaveValue('2025-06-30');
  });

  it("moves the 'to' minimum with the 'from' date", () => {
    const { rerender } = render(<Range from="2025-06-30" />);
    expect(screen.getByLabelText('ถึงวันที่')).toHaveAttribute('min', '2025-06-30');
    rerender(<Range from="2025-06-01" />);
    expect(screen.getByLabelText('ถึงวันที่')).toHaveAttribute('min', '2025-06-01');
  });

  it('wires the error and the required state', () => {
    const { container } = render(
      <DateInput label="ถึงวันที่" hint="ไม่เกินวันนี้" error="วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น" required />,
    );
    const input = screen.getByLabelText(/^ถึงวันที่/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('ไม่เกินวันนี้ วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
  });

  it('forwards its ref and rest props to the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<DateInput ref={ref} label="วันที่" name="from" disabled />);
    expect(ref.current).toBe(screen.getByLabelText('วันที่'));
    expect(ref.current).toHaveAttribute('name', 'from');
    expect(ref.current).toBeDisabled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'disabled');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DateInput label="วันที่" min="2022-03-04" max="2025-06-30" hint="ตั้งแต่ 4 มี.ค. 2565" error="ไม่ถูกต้อง" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
