import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { HandleTakenNotice } from './HandleTakenNotice';

describe('HandleTakenNotice', () => {
  it('says which handle is taken and that name and bio were saved', async () => {
    render(<HandleTakenNotice defaultOpen handle="somchai" />);
    const dialog = await screen.findByRole('alertdialog', { name: 'ชื่อผู้ใช้นี้มีคนใช้แล้ว' });
    expect(dialog).toHaveAttribute('data-component', 'HandleTakenNotice');
    expect(dialog).toHaveTextContent('@somchai มีผู้อื่นใช้อยู่แล้ว');
    expect(dialog).toHaveTextContent('บันทึกชื่อและคำแนะนำตัวให้แล้ว');
  });

  it('closes with its one button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<HandleTakenNotice open onOpenChange={onOpenChange} handle="somchai" />);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    render(<HandleTakenNotice defaultOpen handle="somchai" />);
    expect(await axeViolations(await screen.findByRole('alertdialog'))).toEqual([]);
  });
});
