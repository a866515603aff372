import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Select, type SelectProps } from './Select';

const options: SelectProps['options'] = [
  { value: '1', label: 'ทำบุญ' },
  {
    label: 'ภูมิภาค',
    options: [
      { value: 'north', label: 'ภาคเหนือ' },
      { value: 'isan', label: 'ภาคอีสาน', disabled: true },
    ],
  },
];

/** The screen owns the value. */
function Controlled() {
  const [value, setValue] = useState('1');
  return (
    <>
      <Select label="หมวดหมู่" options={options} value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a native select with a placeholder, groups and options from props', async () => {
    const onChange = vi.fn();
    render(<Select label="หมวดหมู่" placeholder="เลือกหมวดหมู่" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'หมวดหมู่' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['เลือกหมวดหมู่', 'ทำบุญ', 'ภาคเหนือ', 'ภาคอีสาน']);
    expect(within(select).getByRole('group')).toHaveAttribute('label', 'ภูมิภาค');
    expect(within(select).getByRole('option', { name: 'ภาคอีสาน' })).toBeDisabled();
    await userEvent.selectOptions(select, 'ภาคเหนือ');
    expect(select).toHaveValue('north');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows its value when controlled', async () => {
    render(<Controlled />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'north');
    expect(screen.getByRole('status')).toHaveTextContent('north');
  });

  it('wires the error and the required state', () => {
    const { container } = render(
      <Select label="หมวดหมู่" options={options} hint="เลือกหนึ่งหมวด" error="กรุณาเลือกหมวดหมู่" required />,
    );
    const select = screen.getByRole('combobox', { name: 'หมวดหมู่' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('เลือกหนึ่งหมวด กรุณาเลือกหมวดหมู่');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
  });

  it('forwards its ref and rest props to the select, and disables it', () => {
    const ref = createRef<HTMLSelectElement>();
    const { container } = render(
      <Select ref={ref} label="หมวดหมู่" options={options} name="category" defaultValue="north" disabled />,
    );
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(ref.current).toHaveAttribute('name', 'category');
    expect(ref.current).toHaveValue('north');
    expect(ref.current).toBeDisabled();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'disabled');
  });

  it('hides the chevron from screen readers', () => {
    const { container } = render(<Select label="หมวดหมู่" options={options} />);
    expect(container.querySelector('[data-part="Chevron"] svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Select label="หมวดหมู่" placeholder="เลือกหมวดหมู่" options={options} error="กรุณาเลือกหมวดหมู่" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
