import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BellIcon } from '../../icons';
import { axeViolations } from '../../test/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a type=button named by its label, with the icon hidden', () => {
    render(<IconButton label="ค้นหา" icon={<BellIcon />} variant="solid" size="lg" />);
    const button = screen.getByRole('button', { name: 'ค้นหา' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-component', 'IconButton');
    expect(button).toHaveAttribute('data-variant', 'solid');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('requires a label by its type', () => {
    // @ts-expect-error an icon-only button without an accessible name must not compile
    const element = <IconButton icon={<BellIcon />} />;
    expect(element.props.label).toBeUndefined();
  });

  it('reads the badge as part of its name, spoken form first', () => {
    const { rerender } = render(
      <IconButton label="การแจ้งเตือน" icon={<BellIcon />} badge="3" badgeLabel="ยังไม่ได้อ่าน 3 รายการ" />,
    );
    expect(screen.getByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 3 รายการ' })).toBeInTheDocument();
    const badge = screen.getByText('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveAttribute('data-part', 'Badge');

    rerender(<IconButton label="ตะกร้า" icon={<BellIcon />} badge="1,234" />);
    expect(screen.getByRole('button', { name: 'ตะกร้า 1,234' })).toBeInTheDocument();

    rerender(<IconButton label="ตะกร้า" icon={<BellIcon />} />);
    expect(screen.getByRole('button', { name: 'ตะกร้า' })).toBeInTheDocument();
    expect(screen.getByRole('button').querySelector('[data-part="Badge"]')).toBeNull();
  });

  it('calls onClick, not when disabled, and forwards ref and rest props', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(
      <IconButton ref={ref} label="แชร์" icon={<BellIcon />} onClick={onClick} aria-expanded={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toHaveAttribute('aria-expanded', 'false');

    rerender(<IconButton label="แชร์" icon={<BellIcon />} onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <IconButton label="การแจ้งเตือน" icon={<BellIcon />} badge="4" />
        <IconButton label="เมนู" icon={<BellIcon />} aria-pressed />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
