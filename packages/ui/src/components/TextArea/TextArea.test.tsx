import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TextArea } from './TextArea';

/** A screen that owns the value and can clear it from outside. */
function Controlled() {
  const [value, setValue] = useState('สาธุ');
  return (
    <>
      <TextArea label="ข้อความ" maxCount={350} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" onClick={() => setValue('')}>
        ล้าง
      </button>
    </>
  );
}

describe('TextArea', () => {
  it('takes several lines and reports changes (uncontrolled)', async () => {
    const onChange = vi.fn();
    render(<TextArea label="ข้อความ" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'ข้อความ' });
    await userEvent.type(area, 'หนึ่ง{enter}สอง');
    expect(area).toHaveValue('หนึ่ง\nสอง');
    expect(onChange).toHaveBeenCalledTimes(9);
  });

  it('counts grapheme clusters, so Thai marks do not count twice', async () => {
    render(<TextArea label="คำอธิบาย" maxCount={400} />);
    await userEvent.type(screen.getByRole('textbox'), 'น้ำใจ');
    expect(screen.getByText('3 / 400')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('พิมพ์แล้ว 3 จาก 400 ตัวอักษร');
  });

  it('follows a controlled value, also when the screen clears it', async () => {
    render(<Controlled />);
    expect(screen.getByText('3 / 350')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), '!');
    expect(screen.getByText('4 / 350')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ล้าง' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(screen.getByText('0 / 350')).toBeInTheDocument();
  });

  it('marks the counter over the limit without blocking input', async () => {
    const { container } = render(<TextArea label="ข้อความ" maxCount={3} defaultValue="สาธุ" />);
    await userEvent.type(screen.getByRole('textbox'), 'ๆ');
    expect(screen.getByRole('textbox')).toHaveValue('สาธุๆ');
    expect(container.querySelector('[data-part="Counter"]')).toHaveAttribute('data-state', 'over');
  });

  it('wires the error and passes rows to CSS as variables', () => {
    render(
      <TextArea label="ข้อความ" hint="ไม่เกิน 400 ตัวอักษร" error="กรุณาพิมพ์ข้อความ" rows={2} maxRows={5} required />,
    );
    const area = screen.getByRole('textbox', { name: 'ข้อความ' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAccessibleDescription('ไม่เกิน 400 ตัวอักษร กรุณาพิมพ์ข้อความ');
    expect(area.style.getPropertyValue('--textarea-rows')).toBe('2');
    expect(area.style.getPropertyValue('--textarea-max-rows')).toBe('5');
  });

  it('forwards its ref and rest props to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="ที่อยู่" name="address" autoComplete="street-address" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'ที่อยู่' }));
    expect(ref.current).toHaveAttribute('name', 'address');
    expect(ref.current).toHaveAttribute('autocomplete', 'street-address');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TextArea label="ข้อความ" hint="ลิงก์กดได้" error="กรุณาพิมพ์ข้อความ" maxCount={400} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
