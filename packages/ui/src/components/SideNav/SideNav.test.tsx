import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SideNav } from './SideNav';
import { sideNavArgs } from './SideNav.fixtures';

function setup(overrides = {}) {
  const onNightChange = vi.fn();
  const onLogout = vi.fn();
  const ref = createRef<HTMLElement>();
  const view = render(
    <SideNav ref={ref} {...sideNavArgs} onNightChange={onNightChange} onLogout={onLogout} {...overrides} />,
  );
  return { ...view, ref, onNightChange, onLogout };
}

describe('SideNav', () => {
  it('lists the product’s links in the product’s order, and forwards its ref to the panel', () => {
    const { ref } = setup();
    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(ref.current).toBe(nav);
    expect(nav).toHaveAttribute('data-variant', 'panel');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/all/other',
      '/p/all',
      '/topshare',
      '/creator',
      '/coin',
      '/coin/wallet',
      '/search',
      'https://manual.example.org/',
    ]);
  });

  it('folds the docked panel away with `hidden` (the header toggle on desktop), the drawer untouched', () => {
    setup({ hidden: true });
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).toBeNull();
    expect(document.querySelector('[data-variant="panel"]')).toHaveAttribute('hidden');
  });

  it('marks the current path, formats the counters and shows the badges', () => {
    setup();
    expect(screen.getByRole('link', { name: 'ฟีด' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'โพสต์ล่าสุด' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('12,345')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ผู้แชร์ 100 คลิก' })).toBeInTheDocument();
  });

  it('opens Categories and Social on demand; a current link inside opens its group', async () => {
    const user = userEvent.setup();
    setup({ currentPath: '/p/all?twitter=1' });
    const categories = screen.getByRole('button', { name: 'หมวดหมู่' });
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'ธรรมะ' })).toBeNull();
    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'ธรรมะ' })).toHaveAttribute('href', '/all/cat/1');
    expect(screen.getByRole('button', { name: 'โซเชียล' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'รูปภาพ ลิงก์ และข้อความ' })).toHaveAttribute(
      'href',
      '/p/all?photo=1&link=1&text=1',
    );
  });

  it('opens the manual in a new tab, switches night mode, logs out', async () => {
    const user = userEvent.setup();
    const { onNightChange, onLogout } = setup();
    const manual = screen.getByRole('link', { name: 'คู่มือการใช้งาน (เปิดในแท็บใหม่)' });
    expect(manual).toHaveAttribute('target', '_blank');
    expect(manual).toHaveAttribute('rel', 'noopener noreferrer');
    const night = screen.getByRole('switch', { name: 'โหมดกลางคืน' });
    expect(night).toHaveAttribute('aria-checked', 'false');
    await user.click(night);
    expect(onNightChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('as a drawer: a dialog that Escape closes, and a tapped link closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = setup({ open: true, onOpenChange });
    const drawer = await screen.findByRole('dialog', { name: 'เมนู' });
    expect(drawer).toHaveAttribute('data-variant', 'drawer');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    rerender(
      <SideNav
        {...sideNavArgs}
        onNightChange={() => {}}
        onLogout={() => {}}
        open
        onOpenChange={onOpenChange}
      />,
    );
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('link', { name: 'สถิติการแชร์' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('the panel shows only from the desktop breakpoint on', () => {
    const happy = (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    try {
      setup();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.getByRole('navigation', { hidden: true })).not.toBeVisible();
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  it('has no axe violations', async () => {
    const { container } = setup();
    expect(await axeViolations(container)).toEqual([]);
  });
});
