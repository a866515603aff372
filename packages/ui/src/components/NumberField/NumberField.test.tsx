import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('is a numeric spinbutton with min and max, its unit beside it, its ref on the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <NumberField ref={ref} label="ราคา" unit="คะแนน" min={0} max={9999} defaultValue={150} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'ราคา' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '9999');
    expect(input).toHaveValue(150);
    expect(container.querySelector('[data-part="Unit"]')).toHaveTextContent('คะแนน');
    expect(container.firstElementChild).toHaveAttribute('data-component', 'NumberField');
  });

  it('reports whole numbers, and null while empty', async () => {
    const onValueChange = vi.fn();
    render(<NumberField label="คงเหลือ" min={0} onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.type(input, '12');
    expect(onValueChange).toHaveBeenLastCalledWith(12);
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses keys other than digits, and the minus sign when min is 0 or more', () => {
    render(<NumberField label="คงเหลือ" min={0} />);
    const input = screen.getByRole('spinbutton');
    for (const key of ['e', '.', '-', '+', 'ก']) {
      expect(fireEvent.keyDown(input, { key })).toBe(false);
    }
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true);
  });

  it('allows the minus sign when min is below zero or unset', () => {
    render(<NumberField label="ปรับจำนวน" />);
    expect(fireEvent.keyDown(screen.getByRole('spinbutton'), { key: '-' })).toBe(true);
  });

  it('refuses a pasted text that is not a whole number', () => {
    render(<NumberField label="คงเหลือ" min={0} />);
    const input = screen.getByRole('spinbutton');
    const paste = (text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });
    expect(paste('2.5')).toBe(false);
    expect(paste('-3')).toBe(false);
    expect(paste('สิบ')).toBe(false);
    expect(paste(' 42 ')).toBe(true);
  });

  it('follows a controlled value set from outside', () => {
    const { rerender } = render(<NumberField label="คงเหลือ" value={3} onValueChange={vi.fn()} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    rerender(<NumberField label="คงเหลือ" value={10} onValueChange={vi.fn()} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(10);
    rerender(<NumberField label="คงเหลือ" value={null} onValueChange={vi.fn()} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(null);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <NumberField label="จำกัดต่อคน" unit="ชิ้น" hint="อย่างน้อย 1" error="ต้องเป็นตัวเลข" required />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
