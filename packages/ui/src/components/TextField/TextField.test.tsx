import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TextField } from './TextField';

/** Lower-cases what is typed, so the test sees the controlled value win. */
function Controlled() {
  const [value, setValue] = useState('');
  return <TextField label="LINE ID" value={value} onChange={(e) => setValue(e.target.value.toLowerCase())} />;
}

describe('TextField', () => {
  it('is labelled, typed into, and reports changes (uncontrolled)', async () => {
    const onChange = vi.fn();
    render(<TextField label="ชื่อ" defaultValue="สม" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'ชื่อ' });
    await userEvent.type(input, 'ศรี');
    expect(input).toHaveValue('สมศรี');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('follows its value when controlled', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'LINE ID' });
    await userEvent.type(input, 'BUN');
    expect(input).toHaveValue('bun');
  });

  it('wires the error: aria-invalid, described by hint then error, data-state on the root', () => {
    const { container } = render(
      <TextField label="เบอร์โทรศัพท์" type="tel" hint="ตัวเลข 10 หลัก" error="กรุณากรอกข้อมูลให้ครบทุกช่อง" required />,
    );
    const input = screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('ตัวเลข 10 หลัก กรุณากรอกข้อมูลให้ครบทุกช่อง');
    expect(container.firstElementChild).toHaveAttribute('data-component', 'TextField');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
  });

  it('forwards its ref and rest props to the input, keeping caller ids in aria-describedby', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="อีเมล"
        type="email"
        id="email"
        name="email"
        autoComplete="email"
        aria-describedby="privacy-note"
        hint="ใช้เข้าสู่ระบบ"
        data-testid="email-input"
      />,
    );
    expect(ref.current).toBe(screen.getByTestId('email-input'));
    expect(ref.current).toHaveAttribute('id', 'email');
    expect(ref.current).toHaveAttribute('name', 'email');
    expect(ref.current).toHaveAttribute('type', 'email');
    expect(ref.current).toHaveAttribute('aria-describedby', 'privacy-note email-hint');
  });

  it('focuses the input when an adornment is tapped, and hides adornments from screen readers', async () => {
    render(<TextField label="จำนวน" type="number" trailing="คะแนน" />);
    const unit = screen.getByText('คะแนน');
    expect(unit).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(unit);
    expect(screen.getByRole('spinbutton', { name: 'จำนวน' })).toHaveFocus();
  });

  it('does not change when disabled or read-only', async () => {
    const { container, rerender } = render(<TextField label="รหัส" defaultValue="A1" disabled />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'disabled');
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(screen.getByRole('textbox')).toHaveValue('A1');
    rerender(<TextField label="รหัส" defaultValue="A1" readOnly />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'readonly');
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(screen.getByRole('textbox')).toHaveValue('A1');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TextField label="ชื่อผู้ใช้" leading="@" hint="ภาษาอังกฤษเท่านั้น" error="ชื่อนี้ถูกใช้แล้ว" required />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
