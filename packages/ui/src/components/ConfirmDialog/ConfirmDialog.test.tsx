import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const trigger = <Button>ลบโพสต์</Button>;

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its question, with catalogue labels and focus on cancel', async () => {
    render(
      <ConfirmDialog title="ออกจากระบบใช่ไหม" message="ต้องเข้าสู่ระบบใหม่" onConfirm={vi.fn()} defaultOpen />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'ออกจากระบบใช่ไหม' });
    expect(dialog).toHaveAccessibleDescription('ต้องเข้าสู่ระบบใหม่');
    expect(dialog).toHaveAttribute('data-component', 'ConfirmDialog');
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveAttribute('data-variant', 'primary');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
  });

  it('uncontrolled: confirm calls onConfirm and closes; cancel calls onCancel and closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="ลบโพสต์ใช่ไหม"
        confirmLabel="ลบ"
        tone="danger"
        trigger={trigger}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const open = screen.getByRole('button', { name: 'ลบโพสต์' });
    await userEvent.click(open);
    expect(screen.getByRole('button', { name: 'ลบ' })).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('Escape cancels; a press on the backdrop does not', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog title="ลบโพสต์ใช่ไหม" onConfirm={vi.fn()} onCancel={onCancel} defaultOpen />);
    const dialog = await screen.findByRole('alertdialog');
    const overlay = dialog.parentElement!;
    await userEvent.click(overlay);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('controlled: stays open after confirm; busy blocks cancel and Escape', async () => {
    const onOpenChange = vi.fn();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        title="ลบโพสต์ใช่ไหม"
        open
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    rerender(
      <ConfirmDialog
        title="ลบโพสต์ใช่ไหม"
        open
        busy
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();

    rerender(<ConfirmDialog title="ลบโพสต์ใช่ไหม" open={false} onConfirm={onConfirm} />);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the app’s error in the dialog, which stays open for another try', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="ซ่อนของที่ระลึก 3 รายการใช่ไหม"
        tone="danger"
        open
        error="บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog');
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('ทำรายการไม่สำเร็จ');
    expect(alert).toHaveTextContent('บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has no body without a message or an error', async () => {
    render(<ConfirmDialog title="ลบใช่ไหม" onConfirm={vi.fn()} defaultOpen />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('[data-part="Body"]')).toBeNull();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forwards its ref to the card', async () => {
    const ref = createRef<HTMLDivElement>();
    render(<ConfirmDialog ref={ref} title="ลบใช่ไหม" onConfirm={vi.fn()} defaultOpen />);
    expect(await screen.findByRole('alertdialog')).toBe(ref.current);
  });

  it('has no axe violations', async () => {
    render(<ConfirmDialog title="ลบโพสต์ใช่ไหม" message="กู้คืนไม่ได้" onConfirm={vi.fn()} defaultOpen />);
    expect(await axeViolations(await screen.findByRole('alertdialog'))).toEqual([]);
  });
});
