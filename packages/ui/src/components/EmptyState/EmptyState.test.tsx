import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchIcon } from '../../icons';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description, a decorative icon and an action', () => {
    render(
      <EmptyState
        icon={<SearchIcon />}
        title="ไม่พบผลการค้นหา"
        description="ลองค้นหาด้วยชื่ออื่น"
        action={<Button>ล้างคำค้น</Button>}
      />,
    );
    expect(screen.getByText('ไม่พบผลการค้นหา')).toHaveAttribute('data-part', 'Title');
    expect(screen.getByText('ลองค้นหาด้วยชื่ออื่น')).toHaveAttribute('data-part', 'Description');
    expect(screen.getByRole('button', { name: 'ล้างคำค้น' })).toBeInTheDocument();
    const icon = screen
      .getByText('ไม่พบผลการค้นหา')
      .closest('[data-component="EmptyState"]')!
      .querySelector('[data-part="Icon"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('prefers the illustration over the icon, and renders the title as a heading when asked', () => {
    render(
      <EmptyState
        icon={<SearchIcon />}
        illustration={<img src="data:," alt="" />}
        title="ยังไม่มีการแจ้งเตือนใหม่"
        titleAs="h2"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ยังไม่มีการแจ้งเตือนใหม่' })).toBeInTheDocument();
    expect(document.querySelector('[data-part="Illustration"]')).not.toBeNull();
    expect(document.querySelector('[data-part="Icon"]')).toBeNull();
  });

  it('forwards ref and rest props (role status for live results)', () => {
    const ref = createRef<HTMLDivElement>();
    render(<EmptyState ref={ref} role="status" title="ไม่พบผลการค้นหา" />);
    expect(screen.getByRole('status')).toBe(ref.current);
    expect(ref.current).toHaveAttribute('data-component', 'EmptyState');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState icon={<SearchIcon />} title="ไม่พบผลการค้นหา" description="ลองใหม่" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
