import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldState, joinIds } from '../../internal/useField';
import { axeViolations } from '../../test/axe';
import { Field } from './Field';

describe('Field', () => {
  it('labels the control and describes it by its hint', () => {
    render(
      <Field label="ภาพประกอบ" hint="เลือกได้หลายภาพ">
        {(control) => <input type="file" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('ภาพประกอบ');
    expect(input).toHaveAccessibleDescription('เลือกได้หลายภาพ');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input.id).toMatch(/^[\w-]+$/);
  });

  it('adds the error to the description, marks the control invalid and the root data-state', () => {
    const { container } = render(
      <Field label="ข้อความ" hint="ไม่เกิน 350 ตัวอักษร" error="กรุณาพิมพ์ข้อความ" required controlId="msg">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ข้อความ' });
    expect(input).toHaveAttribute('id', 'msg');
    expect(input).toHaveAttribute('aria-describedby', 'msg-hint msg-error');
    expect(input).toHaveAccessibleDescription('ไม่เกิน 350 ตัวอักษร กรุณาพิมพ์ข้อความ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
    expect(container.querySelector('[data-part="RequiredMark"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('treats an empty error as no error and keeps caller ids first', () => {
    render(
      <Field label="ชื่อ" error="" describedBy="note">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ชื่อ' });
    expect(input).toHaveAttribute('aria-describedby', 'note');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('gives each field its own id', () => {
    render(
      <>
        <Field label="ชื่อ">{(c) => <input {...c} />}</Field>
        <Field label="นามสกุล">{(c) => <input {...c} />}</Field>
      </>,
    );
    expect(screen.getByLabelText('ชื่อ').id).not.toBe(screen.getByLabelText('นามสกุล').id);
  });

  it('orders states disabled > invalid > read-only and joins ids', () => {
    expect(fieldState({ disabled: true, invalid: true, readOnly: true })).toBe('disabled');
    expect(fieldState({ invalid: true, readOnly: true })).toBe('invalid');
    expect(fieldState({ readOnly: true })).toBe('readonly');
    expect(fieldState({})).toBe('enabled');
    expect(joinIds(undefined, 'a', '', 'b')).toBe('a b');
    expect(joinIds(undefined)).toBeUndefined();
  });

  it('has no axe violations with hint, error and a hidden label', async () => {
    const { container } = render(
      <Field label="ค้นหา" labelHidden hint="อย่างน้อย 3 ตัวอักษร" error="ไม่พบผลการค้นหา" required>
        {(control) => <input type="search" {...control} />}
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
