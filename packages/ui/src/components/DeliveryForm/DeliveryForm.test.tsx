import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DeliveryForm, type DeliveryValue } from './DeliveryForm';

function Controlled({ seen }: { seen: DeliveryValue[] }) {
  const [value, setValue] = useState<DeliveryValue>({ method: 'coor', address: 'ลุงสม' });
  return (
    <DeliveryForm
      value={value}
      onValueChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('DeliveryForm', () => {
  it('offers temple, coor and mail, temple first and chosen, and forwards its ref', () => {
    const ref = createRef<HTMLFormElement>();
    render(<DeliveryForm ref={ref} />);
    expect(ref.current).toHaveAttribute('data-component', 'DeliveryForm');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['temple', 'coor', 'mail']);
    expect(radios[0]).toBeChecked();
  });

  it('refuses mail with an address of 5 characters or fewer, then sends a valid one trimmed', async () => {
    const onSubmit = vi.fn();
    render(<DeliveryForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: /ส่งทางไปรษณีย์/ }));
    const box = screen.getByRole('textbox', { name: /ที่อยู่สำหรับจัดส่ง/ });
    await userEvent.type(box, ' 12345');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(screen.getByText('กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)')).toBeInTheDocument();
    await userEvent.type(box, '6');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'mail', address: '123456' });
  });

  it('lets temple go with a blank box and switches label and hint with the method', async () => {
    const onSubmit = vi.fn();
    render(<DeliveryForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'temple', address: '' });
    await userEvent.click(screen.getByRole('radio', { name: /รับผ่านผู้ประสานงาน/ }));
    expect(screen.getByRole('textbox', { name: /ข้อมูลผู้ประสานงาน/ })).toHaveAccessibleDescription(
      /ชื่อผู้ประสานงาน เบอร์โทรศัพท์ และภาค/,
    );
    expect(screen.getByText('หากข้อมูลไม่ชัดเจน ทีมงานอาจระงับการจัดส่งไว้ชั่วคราว')).toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const seen: DeliveryValue[] = [];
    render(<Controlled seen={seen} />);
    expect(screen.getByRole('radio', { name: /รับผ่านผู้ประสานงาน/ })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox'), 'ภาคเหนือ');
    expect(seen.at(-1)).toEqual({ method: 'coor', address: 'ลุงสมภาคเหนือ' });
  });

  it('has no axe violations, also with the error', async () => {
    const { container } = render(<DeliveryForm defaultValue={{ method: 'mail', address: 'บ้าน' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('an honour-award exchange: nothing to fill in, only skip, which submits the no-delivery choice', async () => {
    const onSubmit = vi.fn();
    render(<DeliveryForm honour onSubmit={onSubmit} defaultValue={{ method: 'mail', address: 'x' }} />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('รางวัลเกียรติยศไม่ต้องจัดส่ง')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['ข้าม']);
    await userEvent.click(screen.getByRole('button', { name: 'ข้าม' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'temple', address: '' });
  });
});
