import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TextField } from '../TextField';
import { StaffForm, type StaffFormError } from './StaffForm';

const nameError: StaffFormError = { fieldId: 'name', label: 'ชื่อ', message: 'กรุณากรอกชื่อ' };

function Form(props: Partial<Parameters<typeof StaffForm>[0]>) {
  return (
    <StaffForm aria-label="แก้ไขหมวดหมู่" onSubmit={vi.fn()} {...props}>
      <StaffForm.Section title="หมวดหมู่" description="ชื่อที่สมาชิกเห็น">
        <TextField id="name" label="ชื่อ" />
      </StaffForm.Section>
    </StaffForm>
  );
}

describe('StaffForm', () => {
  it('is a named form with titled sections and a save bar; its ref reaches the form', () => {
    const ref = createRef<HTMLFormElement>();
    render(<Form ref={ref} />);
    const form = screen.getByRole('form', { name: 'แก้ไขหมวดหมู่' });
    expect(ref.current).toBe(form);
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('region', { name: 'หมวดหมู่' })).toHaveTextContent('ชื่อที่สมาชิกเห็น');
    expect(screen.getByRole('group', { name: 'บันทึกหรือยกเลิก' })).toBeInTheDocument();
    // No cancel without onCancel.
    expect(screen.queryByRole('button', { name: 'ยกเลิก' })).not.toBeInTheDocument();
  });

  it('calls onSubmit on save and on Enter, never while busy', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ชื่อ' }), 'ก{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    rerender(<Form onSubmit={onSubmit} busy />);
    await userEvent.type(screen.getByRole('textbox', { name: 'ชื่อ' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'บันทึก' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the errors, moves focus to the summary after a save, and a link focuses its field', async () => {
    const { rerender } = render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    rerender(<Form errors={[nameError]} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('กรุณาแก้ไข 1 รายการก่อนบันทึก');
    await waitFor(() => expect(summary.closest('[data-part="ErrorSummary"]')).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: 'ชื่อ: กรุณากรอกชื่อ' }));
    expect(screen.getByRole('textbox', { name: 'ชื่อ' })).toHaveFocus();
  });

  it('does not move focus when errors change without a save (typing, live checks)', () => {
    const { rerender } = render(<Form />);
    const field = screen.getByRole('textbox', { name: 'ชื่อ' });
    field.focus();
    rerender(<Form errors={[nameError]} />);
    expect(field).toHaveFocus();
  });

  it('waits for the service: focus moves when errors arrive after busy', async () => {
    const { rerender } = render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    rerender(<Form busy />);
    rerender(<Form errors={[nameError]} />);
    await waitFor(() =>
      expect(screen.getByRole('alert').closest('[data-part="ErrorSummary"]')).toHaveFocus(),
    );
  });

  it('says when changes are unsaved, and cancel calls back', async () => {
    const onCancel = vi.fn();
    render(<Form dirty onCancel={onCancel} />);
    expect(screen.getByText('มีการแก้ไขที่ยังไม่ได้บันทึก')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations with errors', async () => {
    const { container } = render(<Form errors={[nameError]} onCancel={vi.fn()} dirty />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
