import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CardForm } from './CardForm';

const noop = () => undefined;

const blocked = { canSave: false, amountError: null } as const;
const ready = { canSave: true, amountError: null } as const;

describe('CardForm', () => {
  it('asks only for the name on certificates, and Save follows the draft', async () => {
    const onSave = vi.fn();
    const { rerender } = render(<CardForm name="" onNameChange={noop} draft={blocked} onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: /ชื่อ - นามสกุล/ })).toBeRequired();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    const save = screen.getByRole('button', { name: 'บันทึก' });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
    rerender(<CardForm name="สมชาย" onNameChange={noop} draft={ready} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('reports the name, the amount and the unit as typed', async () => {
    const onNameChange = vi.fn();
    const onAmountChange = vi.fn();
    const onUnitChange = vi.fn();
    render(
      <CardForm
        name=""
        onNameChange={onNameChange}
        withAmount
        amount=""
        onAmountChange={onAmountChange}
        units={['บาท', 'ตารางเมตร']}
        unit="บาท"
        onUnitChange={onUnitChange}
        draft={blocked}
        onSave={noop}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /ชื่อ/ }), 'ก่');
    expect(onNameChange).toHaveBeenLastCalledWith('่');
    const amount = screen.getByRole('spinbutton', { name: /จำนวน/ });
    expect(amount).toHaveAttribute('min', '1');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(amount, '5');
    expect(onAmountChange).toHaveBeenLastCalledWith('5');
    expect(screen.getByRole('radio', { name: 'บาท' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'ตารางเมตร' }));
    expect(onUnitChange).toHaveBeenCalledWith('ตารางเมตร');
  });

  it('shows a single unit after the amount instead of a choice', () => {
    render(
      <CardForm
        name="ก"
        onNameChange={noop}
        withAmount
        amount="9"
        units={['บาท']}
        unit="บาท"
        draft={ready}
        onSave={noop}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('บาท')).toHaveAttribute('data-part', 'Trailing');
  });

  it('keeps Save disabled while busy, even when the draft can be saved', () => {
    const onSave = vi.fn();
    render(<CardForm name="สมชาย" onNameChange={noop} draft={ready} busy onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'บันทึก' });
    expect(save).toBeDisabled();
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the message for the draft's amount error under the amount", () => {
    const props = { name: 'ก', onNameChange: noop, withAmount: true, onSave: noop } as const;
    const { rerender } = render(
      <CardForm {...props} amount="0" draft={{ canSave: false, amountError: 'below-minimum' }} />,
    );
    const amount = screen.getByRole('spinbutton', { name: /จำนวน/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/ตัวเลขตั้งแต่ 1 ขึ้นไป/);
    rerender(
      <CardForm {...props} amount="5000000000" draft={{ canSave: false, amountError: 'above-maximum' }} />,
    );
    expect(amount).toHaveAccessibleDescription(/ตัวเลขไม่เกิน 999,999,999/);
    rerender(<CardForm {...props} amount="" draft={blocked} />);
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CardForm
        name="สมชาย"
        onNameChange={noop}
        withAmount
        amount="0"
        units={['บาท', 'ตารางเมตร']}
        unit="บาท"
        draft={{ canSave: false, amountError: 'below-minimum' }}
        onSave={noop}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
