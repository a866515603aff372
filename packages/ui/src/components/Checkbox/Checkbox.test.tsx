import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from the box and from its label (uncontrolled)', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="จดจำฉัน" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'จดจำฉัน' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('จดจำฉัน'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  // That tapping the link does not toggle the box is browser behaviour happy-dom lacks; the
  // LinkDoesNotToggle story asserts it in Chromium.
  it('is checked by default when asked, and its label may hold a link', () => {
    render(
      <Checkbox
        label={
          <>
            ยอมรับ <a href="#privacy">นโยบายความเป็นส่วนตัว</a>
          </>
        }
        defaultChecked
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'ยอมรับ นโยบายความเป็นส่วนตัว' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '#privacy');
  });

  it('follows checked when controlled', () => {
    const { rerender } = render(<Checkbox label="ยอมรับ" checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Checkbox label="ยอมรับ" checked onChange={() => {}} />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('sets indeterminate as a DOM property and clears it', () => {
    const { rerender } = render(<Checkbox label="ทั้งหมด" indeterminate />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).not.toHaveAttribute('indeterminate');
    rerender(<Checkbox label="ทั้งหมด" />);
    expect(box.indeterminate).toBe(false);
  });

  it('wires hint, error and required', () => {
    const { container } = render(<Checkbox label="ยอมรับ" hint="อ่านก่อน" error="กรุณายอมรับ" required />);
    const box = screen.getByRole('checkbox', { name: 'ยอมรับ' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('อ่านก่อน กรุณายอมรับ');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
  });

  it('forwards its ref and rest props to the input, and does not toggle when disabled', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<Checkbox ref={ref} label="ยอมรับ" name="consent" value="yes" disabled />);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(ref.current).toHaveAttribute('name', 'consent');
    expect(ref.current).toHaveAttribute('value', 'yes');
    await userEvent.click(screen.getByText('ยอมรับ'));
    expect(ref.current).not.toBeChecked();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'disabled');
  });

  it('keeps a hidden label as the name (a table row’s box)', () => {
    render(<Checkbox label="เลือก สมุดบันทึกบุญ" labelHidden />);
    const box = screen.getByRole('checkbox', { name: 'เลือก สมุดบันทึกบุญ' });
    expect(box).toBeInTheDocument();
    expect(screen.getByText('เลือก สมุดบันทึกบุญ')).toHaveAttribute('data-visibility', 'hidden');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Checkbox
        label={
          <>
            ยอมรับ <a href="#privacy">นโยบายความเป็นส่วนตัว</a>
          </>
        }
        hint="อ่านก่อน"
        error="กรุณายอมรับ"
        indeterminate
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
