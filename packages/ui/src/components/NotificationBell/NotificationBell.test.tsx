import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { NotificationBell, notificationBadge } from './NotificationBell';
import { bellItems } from './NotificationBell.fixtures';

describe('notificationBadge', () => {
  it('hides at 0, shows the count up to 99, then 99+', () => {
    expect(notificationBadge(0)).toBeUndefined();
    expect(notificationBadge(-2)).toBeUndefined();
    expect(notificationBadge(Number.NaN)).toBeUndefined();
    expect(notificationBadge(7)).toBe('7');
    expect(notificationBadge(99)).toBe('99');
    expect(notificationBadge(100)).toBe('99+');
    expect(notificationBadge(12345)).toBe('99+');
  });
});

describe('NotificationBell', () => {
  it('names the bell with its unread count and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <NotificationBell allHref="/noti" ref={ref} items={bellItems} unreadCount={3} onOpen={() => {}} />,
    );
    const bell = screen.getByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 3 รายการ' });
    expect(ref.current).toBe(bell);
    expect(bell).toHaveAttribute('data-component', 'NotificationBell');
    expect(bell).toHaveAttribute('data-state', 'unread');
  });

  it('shows no badge at 0', () => {
    render(<NotificationBell allHref="/noti" items={[]} unreadCount={0} onOpen={() => {}} />);
    const bell = screen.getByRole('button', { name: 'การแจ้งเตือน' });
    expect(bell).toHaveAttribute('data-state', 'read');
    expect(bell.querySelector('[data-part="Badge"]')).toBeNull();
  });

  it('lists the items, marks the unread, and gives back the id of the one tapped', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<NotificationBell allHref="/noti" items={bellItems} unreadCount={2} onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: /การแจ้งเตือน/ }));
    const menu = await screen.findByRole('menu');
    const [first, second, third, ...others] = screen.getAllByRole('menuitem');
    if (!first || !second || !third) throw new Error('expected the four items');
    const items = [first, second, third, ...others];
    expect(items).toHaveLength(5); // four notifications and the link to /noti
    expect(first).toHaveAttribute('data-state', 'unread');
    expect(third).toHaveAttribute('data-state', 'read');
    expect(first.querySelector('[data-part="UnreadMarker"]')).not.toBeNull();
    expect(third.querySelector('[data-part="UnreadMarker"]')).toBeNull();
    expect(second).toHaveTextContent('1 ชั่วโมงที่แล้ว');
    const all = screen.getByRole('menuitem', { name: 'ดูการแจ้งเตือนทั้งหมด' });
    expect(all).toHaveAttribute('href', '/noti');
    await user.click(second);
    expect(onOpen).toHaveBeenCalledWith(40);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  });

  it('says the product’s empty text when there is nothing', async () => {
    const user = userEvent.setup();
    render(<NotificationBell allHref="/noti" items={[]} unreadCount={0} onOpen={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'การแจ้งเตือน' }));
    expect(await screen.findByText('ยังไม่มีการแจ้งเตือนใหม่')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <NotificationBell allHref="/noti" items={bellItems} unreadCount={120} onOpen={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
