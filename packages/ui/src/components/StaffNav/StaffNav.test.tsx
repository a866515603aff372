import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { LinkProvider } from '../Link';
import { StaffNav } from './StaffNav';
import { adminLinks, staffLinks } from './StaffNav.fixtures';

describe('StaffNav', () => {
  it('lists the linked sections in the house order, the current one marked', () => {
    const ref = createRef<HTMLElement>();
    render(<StaffNav ref={ref} links={staffLinks} current="orders" counts={{ orders: '12' }} />);
    const nav = screen.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    expect(ref.current).toBe(nav);
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'ประกาศ',
      'คำสั่งแลก12 รอดำเนินการ 12 รายการ',
      'สมาชิก',
      'ตรวจเนื้อหา',
    ]);
    expect(within(nav).getByRole('link', { name: /^คำสั่งแลก/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ประกาศ' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the compact menu, and a chosen link closes it', async () => {
    render(<StaffNav links={adminLinks} current="badges" />);
    const nav = screen.getByRole('navigation');
    // The test window is desktop-wide, where the toggle is hidden (phones show it).
    const toggle = screen.getByRole('button', { hidden: true });
    expect(toggle).toHaveTextContent('เมนูหลังบ้านเหรียญตรา');
    expect(nav).toHaveAttribute('data-state', 'closed');
    toggle.click();
    await screen.findByRole('link', { name: 'สมาชิก' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-state', 'open');
    const link = screen.getByRole('link', { name: 'สมาชิก' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(nav).toHaveAttribute('data-state', 'closed');
  });

  it('renders its links through the app’s router link', () => {
    render(
      <LinkProvider component={({ href, ...rest }) => <FakeRouterLink to={href} {...rest} />}>
        <StaffNav links={{ audit: '/staff/audit' }} siteHref="/all/other" />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router-link', 'true');
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเว็บไซต์' })).toHaveAttribute('href', '/all/other');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StaffNav links={adminLinks} current="audit" counts={{ orders: '3' }} siteHref="/all/other" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
