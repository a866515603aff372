import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { Alert } from './Alert';

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
    expect(ref.current).toHaveAttribute('data-layout', 'text');
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
