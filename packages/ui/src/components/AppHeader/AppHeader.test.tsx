import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LinkProvider, type RouterAnchorProps } from '../Link';
import { AppHeader } from './AppHeader';
import { accountMenuLinks, appHeaderLinks } from './AppHeader.fixtures';
import { AppHeaderAccountMenu } from './AppHeaderAccountMenu';

const member = { name: 'สมใจ ใจบุญ', profileHref: '/u1024' };

function Injected({ href, ...rest }: RouterAnchorProps) {
  return <a href={href} data-router="injected" {...rest} />;
}

describe('AppHeader', () => {
  it('signed in: links, toggle state, basket count with separators, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    const onMenuToggle = vi.fn();
    render(
      <AppHeader
        links={appHeaderLinks}
        ref={ref}
        member={member}
        menuOpen
        basketCount={1234}
        onMenuToggle={onMenuToggle}
        bell={<button type="button">กระดิ่ง</button>}
      />,
    );
    const header = screen.getByRole('banner');
    expect(ref.current).toBe(header);
    expect(header).toHaveAttribute('data-state', 'member');
    expect(screen.getByRole('link', { name: 'Lightbearers หน้าแรก' })).toHaveAttribute('href', '/all/other');
    expect(screen.getByRole('link', { name: 'ค้นหา' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'ตะกร้า มีสินค้า 1,234 ชิ้น' })).toHaveAttribute(
      'href',
      '/coin/basket',
    );
    const toggle = screen.getByRole('button', { name: 'เมนู' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.click();
    expect(onMenuToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'กระดิ่ง' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบ' })).toBeNull();
  });

  it('hides the basket badge at 0', () => {
    render(<AppHeader links={appHeaderLinks} member={member} />);
    expect(screen.getByRole('link', { name: 'ตะกร้า' }).querySelector('[data-part="Badge"]')).toBeNull();
  });

  it('avatar menu in its slot: my page, wallet, sharer, log out', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    render(
      <AppHeader
        links={appHeaderLinks}
        member={member}
        bell={<button type="button">กระดิ่ง</button>}
        accountMenu={<AppHeaderAccountMenu member={member} onLogout={onLogout} links={accountMenuLinks} />}
      />,
    );
    const avatar = screen.getByRole('button', { name: 'เมนูบัญชีของ สมใจ ใจบุญ' });
    // After the bell, last of the actions, as before it became a slot.
    expect(screen.getByRole('button', { name: 'กระดิ่ง' }).nextElementSibling).toBe(avatar);
    expect(avatar).toHaveAttribute('data-part', 'AvatarButton');
    expect(avatar).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'หน้าของฉัน' })).toHaveAttribute('href', '/u1024');
    expect(within(menu).getByRole('menuitem', { name: 'กระเป๋าแต้มบุญ' })).toHaveAttribute(
      'href',
      '/coin/wallet',
    );
    expect(within(menu).getByRole('menuitem', { name: 'ลงทะเบียนผู้ส่งต่อแสงสว่าง' })).toHaveAttribute(
      'href',
      '/sharer',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'ออกจากระบบ' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(avatar).toHaveFocus();
  });

  it('avatar menu: the keyboard opens it on the first item; wallet and sharer go where the app says', async () => {
    const user = userEvent.setup();
    render(
      <LinkProvider component={Injected}>
        <AppHeaderAccountMenu member={member} links={{ wallet: '/wallet', sharer: '/apply' }} />
      </LinkProvider>,
    );
    screen.getByRole('button', { name: 'เมนูบัญชีของ สมใจ ใจบุญ' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'หน้าของฉัน' })).toHaveFocus());
    expect(within(menu).getByRole('menuitem', { name: 'หน้าของฉัน' })).toHaveAttribute(
      'data-router',
      'injected',
    );
    expect(within(menu).getByRole('menuitem', { name: 'กระเป๋าแต้มบุญ' })).toHaveAttribute('href', '/wallet');
    expect(within(menu).getByRole('menuitem', { name: 'ลงทะเบียนผู้ส่งต่อแสงสว่าง' })).toHaveAttribute(
      'href',
      '/apply',
    );
  });

  it('without the slot a member header has no avatar menu', () => {
    render(<AppHeader links={appHeaderLinks} member={member} />);
    expect(screen.queryByRole('button', { name: /เมนูบัญชีของ/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'สร้างโพสต์' })).toBeInTheDocument();
  });

  it('signed out: a login button instead of the member controls', () => {
    const onLogin = vi.fn();
    render(<AppHeader links={appHeaderLinks} onLogin={onLogin} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-state', 'visitor');
    screen.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'เมนู' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ตะกร้า' })).toBeNull();
  });

  it('renders internal links through the injected router link', () => {
    render(
      <LinkProvider component={Injected}>
        <AppHeader links={appHeaderLinks} member={member} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'ค้นหา' })).toHaveAttribute('data-router', 'injected');
    expect(screen.getByRole('link', { name: /หน้าแรก/ })).toHaveAttribute('data-router', 'injected');
  });

  it('beside the docked side panel, the logo shows below the desktop breakpoint only', () => {
    const happy = (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM;
    const header = (logo?: 'always' | 'below-desktop') =>
      render(<AppHeader links={appHeaderLinks} member={member} logo={logo} />);
    const desktop = header('below-desktop');
    expect(screen.getByRole('banner')).toHaveAttribute('data-logo', 'below-desktop');
    expect(screen.queryByRole('link', { name: /หน้าแรก/ })).toBeNull();
    desktop.unmount();
    const always = header();
    expect(screen.getByRole('banner')).toHaveAttribute('data-logo', 'always');
    expect(screen.getByRole('link', { name: /หน้าแรก/ })).toBeVisible();
    always.unmount();
    happy.setViewport({ width: 390, height: 844 });
    try {
      header('below-desktop');
      expect(screen.getByRole('link', { name: /หน้าแรก/ })).toBeVisible();
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  it('has no axe violations, signed in and out', async () => {
    const { container, rerender } = render(
      <AppHeader
        links={appHeaderLinks}
        member={member}
        basketCount={3}
        accountMenu={<AppHeaderAccountMenu member={member} links={accountMenuLinks} />}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(<AppHeader links={appHeaderLinks} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
