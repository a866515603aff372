import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CanvasUnsupported } from './CanvasUnsupported';

describe('CanvasUnsupported', () => {
  it("announces the product’s 'บางอย่างผิดพลาด' with what to do", () => {
    render(<CanvasUnsupported />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-component', 'CanvasUnsupported');
    expect(alert).toHaveTextContent('บางอย่างผิดพลาด');
    expect(alert.querySelector('[data-part="Detail"]')).toHaveTextContent('เครื่องนี้สร้างภาพการ์ดไม่ได้');
  });

  it('takes a title, no detail, actions, a ref and rest props', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <CanvasUnsupported
        ref={ref}
        title="บันทึกไม่สำเร็จ"
        detail={null}
        actions={<button type="button">ลองใหม่</button>}
        id="x"
      />,
    );
    expect(ref.current).toBe(screen.getByRole('alert'));
    expect(ref.current).toHaveAttribute('id', 'x');
    expect(ref.current?.querySelector('[data-part="Detail"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CanvasUnsupported />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
