import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

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
