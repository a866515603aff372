import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { RadioGroup } from './RadioGroup';
import { deliveryOptions } from './RadioGroup.fixtures';

/** The screen owns the value and can change it from outside. */
function Controlled() {
  const [value, setValue] = useState('temple');
  return (
    <>
      <RadioGroup label="วิธีรับ" options={deliveryOptions} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('mail')}>
        ส่งไปรษณีย์
      </button>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a fieldset radiogroup named by its legend, with one radio per option', () => {
    render(<RadioGroup label="วิธีรับ" options={deliveryOptions} defaultValue="temple" />);
    const group = screen.getByRole('radiogroup', { name: 'วิธีรับ' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'รับที่วัด' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ส่งทางไปรษณีย์' })).toHaveAccessibleDescription(
      'กรอกชื่อ ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์',
    );
  });

  it('reports the chosen value (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="วิธีรับ"
        options={deliveryOptions}
        onValueChange={onValueChange}
        onChange={onChange}
        name="delivery"
      />,
    );
    await userEvent.click(screen.getByText('รับผ่านผู้ประสานงาน'));
    expect(screen.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('coor', expect.anything());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' })).toHaveAttribute('name', 'delivery');
  });

  it('follows its value when controlled', async () => {
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'รับที่วัด' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งไปรษณีย์' }));
    expect(screen.getByRole('radio', { name: 'ส่งทางไปรษณีย์' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' }));
    expect(screen.getByRole('radio', { name: 'รับผ่านผู้ประสานงาน' })).toBeChecked();
  });

  it('wires hint, error and required on the group', () => {
    render(<RadioGroup label="วิธีรับ" options={deliveryOptions} hint="เลือกหนึ่งวิธี" error="กรุณาเลือก" required />);
    const group = screen.getByRole('radiogroup', { name: 'วิธีรับ' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('เลือกหนึ่งวิธี กรุณาเลือก');
    expect(group).toHaveAttribute('data-state', 'invalid');
  });

  it('forwards its ref and rest props to the fieldset; disabled disables every radio', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<RadioGroup ref={ref} label="วิธีรับ" options={deliveryOptions} disabled data-testid="delivery" />);
    expect(ref.current).toBe(screen.getByTestId('delivery'));
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveAttribute('data-state', 'disabled');
    expect(ref.current).toHaveAttribute('data-orientation', 'vertical');
  });

  it('gives options with unusual values valid ids', () => {
    render(<RadioGroup label="หน่วย" options={[{ value: 'ตาราง เมตร', label: 'ตารางเมตร' }]} />);
    expect(screen.getByRole('radio', { name: 'ตารางเมตร' }).id).toMatch(/^[\w-]+$/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RadioGroup label="วิธีรับ" options={deliveryOptions} hint="เลือกหนึ่งวิธี" error="กรุณาเลือก" required />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
