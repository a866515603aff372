import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a type=button with its variant and size on the DOM', () => {
    render(
      <Button variant="danger" size="sm">
        ลบ
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ลบ' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
    expect(button).toHaveAttribute('data-component', 'Button');
  });

  it('calls onClick, and not while loading or disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>สาธุ</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        สาธุ
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'สาธุ' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('data-state', 'loading');
    await userEvent.click(busy);

    rerender(
      <Button onClick={onClick} disabled>
        สาธุ
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref and spreads rest props to the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" aria-describedby="hint">
        ส่ง
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button loading>กำลังบันทึก</Button>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
