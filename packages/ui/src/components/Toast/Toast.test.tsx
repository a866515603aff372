import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Toast, type ToastProps, ToastProvider } from './Toast';

function renderToast(props: Partial<ToastProps> = {}) {
  return render(
    <ToastProvider>
      <Toast title="บันทึกแล้ว" defaultOpen duration={60_000} {...props} />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  it('appears in the Thai-named region with title, description and a decorative tone icon', async () => {
    renderToast({ description: 'แก้ไขโปรไฟล์เรียบร้อย', tone: 'warning' });
    const region = screen.getByRole('region', { name: 'การแจ้งเตือน (F8)' });
    const toast = await screen.findByRole('listitem');
    expect(region).toContainElement(toast);
    expect(toast).toHaveAttribute('data-component', 'Toast');
    expect(toast).toHaveAttribute('data-tone', 'warning');
    expect(toast).toHaveTextContent('บันทึกแล้ว');
    expect(toast).toHaveTextContent('แก้ไขโปรไฟล์เรียบร้อย');
    expect(toast.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is announced politely, prefixed with the catalogue label', async () => {
    renderToast({ description: 'แก้ไขโปรไฟล์เรียบร้อย' });
    await waitFor(() => {
      const status = screen.getAllByRole('status').find((n) => n.textContent?.includes('บันทึกแล้ว'));
      expect(status).toHaveAttribute('aria-live', 'polite');
      // Title and description stay apart; the close button's name is not read out.
      expect(status?.textContent?.replace(/\s+/g, ' ')).toBe('การแจ้งเตือน บันทึกแล้ว แก้ไขโปรไฟล์เรียบร้อย');
    });
  });

  it('closes with its Thai close button and with Escape', async () => {
    const onOpenChange = vi.fn();
    renderToast({ onOpenChange });
    await userEvent.click(await screen.findByRole('button', { name: 'ปิด' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());

    const second = vi.fn();
    renderToast({ onOpenChange: second, title: 'คัดลอกแล้ว' });
    const toast = await screen.findByRole('listitem');
    toast.focus();
    await userEvent.keyboard('{Escape}');
    expect(second).toHaveBeenLastCalledWith(false);
  });

  it('runs its action and closes; the action carries its alt text', async () => {
    const onClick = vi.fn();
    const onOpenChange = vi.fn();
    renderToast({ action: { label: 'ดู', altText: 'ดูได้ที่หน้ากระเป๋า', onClick }, onOpenChange });
    const button = await screen.findByRole('button', { name: 'ดู' });
    expect(button.closest('[data-radix-toast-announce-alt]')).toHaveAttribute(
      'data-radix-toast-announce-alt',
      'ดูได้ที่หน้ากระเป๋า',
    );
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes by itself after its duration', async () => {
    const onOpenChange = vi.fn();
    renderToast({ duration: 100, onOpenChange });
    await screen.findByRole('listitem');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  });

  it('forwards its ref and spreads rest props', async () => {
    const ref = createRef<HTMLLIElement>();
    render(
      <ToastProvider>
        <Toast ref={ref} title="บันทึกแล้ว" defaultOpen duration={60_000} className="mine" />
      </ToastProvider>,
    );
    const toast = await screen.findByRole('listitem');
    expect(ref.current).toBe(toast);
    expect(toast).toHaveClass('mine');
  });

  it('has no axe violations', async () => {
    renderToast({ description: 'แก้ไขโปรไฟล์เรียบร้อย' });
    const region = screen.getByRole('region');
    await screen.findByRole('listitem');
    expect(await axeViolations(region)).toEqual([]);
  });
});
