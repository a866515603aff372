import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { EditProfileDialog } from './EditProfileDialog';

const values = { name: 'สมชาย ใจดี', bio: 'แชร์ธรรมะทุกวัน', handle: 'somchai' };

describe('EditProfileDialog', () => {
  it('starts from the profile and saves name, bio and the handle without its leading @', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<EditProfileDialog defaultOpen values={values} onSave={onSave} />);
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    expect(dialog).toHaveAttribute('data-component', 'EditProfileDialog');
    const page = within(dialog);
    const bio = page.getByRole('textbox', { name: 'แนะนำตัว' });
    expect(bio).toHaveValue('แชร์ธรรมะทุกวัน');
    await user.type(bio, ' ค่ะ');
    const handle = page.getByRole('textbox', { name: /ชื่อผู้ใช้/ });
    await user.clear(handle);
    await user.type(handle, '@@somsri');
    await user.click(page.getByRole('button', { name: 'บันทึก' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'สมชาย ใจดี', bio: 'แชร์ธรรมะทุกวัน ค่ะ', handle: 'somsri' });
  });

  it('disables both buttons while saving and does not save twice', async () => {
    const onSave = vi.fn();
    render(<EditProfileDialog defaultOpen values={values} onSave={onSave} saving />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'loading');
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /บันทึก/ })).toBeDisabled();
    (dialog.querySelector('form') as HTMLFormElement).requestSubmit();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the app error as an alert and closes on Cancel', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<EditProfileDialog open onOpenChange={onOpenChange} values={values} error="บันทึกไม่สำเร็จ" />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('บันทึกไม่สำเร็จ');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    render(<EditProfileDialog defaultOpen values={values} />);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
