import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { Alert } from './Alert';
import { AlertDialog } from './AlertDialog';

describe('Alert', () => {
  it('shows its tone, a decorative tone icon, title, body and action', () => {
    render(
      <Alert tone="danger" title="ผิดพลาด" action={<Button>ลองใหม่</Button>}>
        เกิดข้อผิดพลาดบางอย่าง
      </Alert>,
    );
    const alert = screen.getByText('ผิดพลาด').closest('[data-component="Alert"]')!;
    expect(alert).toHaveAttribute('data-tone', 'danger');
    expect(alert.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(alert.querySelector('[data-icon="warning"]')).not.toBeNull();
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดบางอย่าง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a custom icon or none, and forwards ref and rest props (role)', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(
      <Alert ref={ref} role="alert" icon={null}>
        บันทึกแล้ว
      </Alert>,
    );
    expect(screen.getByRole('alert')).toBe(ref.current);
    expect(ref.current?.querySelector('[data-part="Icon"]')).toBeNull();
    expect(ref.current).toHaveAttribute('data-icon', 'none');
    rerender(
      <Alert ref={ref} icon={<svg data-testid="own" />}>
        บันทึกแล้ว
      </Alert>,
    );
    expect(screen.getByTestId('own')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Alert tone="success" title="สำเร็จ">
        บันทึกแล้ว
      </Alert>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog closed by its one button, focused on open, default label ตกลง', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <AlertDialog
        title="กรุณากรอกข้อมูลให้ครบทุกช่อง"
        trigger={<Button>สมัคร</Button>}
        onAction={onAction}
        onOpenChange={onOpenChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'สมัคร' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลให้ครบทุกช่อง' });
    expect(dialog).toHaveAttribute('data-component', 'AlertDialog');
    const ok = screen.getByRole('button', { name: 'ตกลง' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('takes its button label and body; Escape closes without the action; the backdrop does not', async () => {
    const onAction = vi.fn();
    render(
      <AlertDialog title="ผู้ได้รับเหรียญ" actionLabel="สาธุ !" defaultOpen onAction={onAction}>
        <ul>
          <li>สมใจ</li>
        </ul>
      </AlertDialog>,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getByRole('listitem')).toHaveTextContent('สมใจ');
    await userEvent.click(dialog.parentElement!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'สาธุ !' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(<AlertDialog title="กรุณากรอกข้อมูลให้ครบทุกช่อง" message="ชื่อ เบอร์มือถือ" defaultOpen />);
    expect(await axeViolations(await screen.findByRole('alertdialog'))).toEqual([]);
  });
});
