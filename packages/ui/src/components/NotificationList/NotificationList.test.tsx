import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { notificationItems } from '../../test/notice.fixtures';
import { NotificationList } from './NotificationList';

describe('NotificationList', () => {
  it('lists notifications with an unread marker said to screen readers; forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    const items = notificationItems(3);
    render(<NotificationList ref={ref} notifications={items} />);
    expect(ref.current).toHaveAttribute('data-component', 'NotificationList');
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(
      items.map((n) => (n.unread ? 'unread' : 'read')),
    );
    const unread = rows.find((r) => r.getAttribute('data-state') === 'unread') as HTMLElement;
    expect(unread).toHaveTextContent('ยังไม่ได้อ่าน');
    expect(within(unread).getByRole('button', { name: 'อ่านแล้ว' })).toBeInTheDocument();
    const read = rows[0] as HTMLElement;
    expect(within(read).queryByRole('button')).toBeNull();
    expect(read.querySelector('[data-component="SafeHtml"]')).toHaveAttribute('data-part', 'Message');
  });

  it('marks an unread one read on a tap anywhere or on its button, and ignores read ones', async () => {
    const onRead = vi.fn();
    const items = notificationItems(3);
    render(<NotificationList notifications={items} onRead={onRead} />);
    const rows = screen.getAllByRole('listitem');
    await userEvent.click(rows[0] as HTMLElement);
    expect(onRead).not.toHaveBeenCalled();
    await userEvent.click(rows[1]?.querySelector('[data-part="Message"]') as HTMLElement);
    expect(onRead).toHaveBeenLastCalledWith(items[1]?.id);
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'อ่านแล้ว' }));
    expect(onRead).toHaveBeenLastCalledWith(items[2]?.id);
    expect(onRead).toHaveBeenCalledTimes(2);
  });

  it('sanitises the HTML message and shows the product’s empty text', () => {
    const { rerender, container } = render(
      <NotificationList
        notifications={[
          {
            id: 1,
            html: '<a href="javascript:alert(1)">x</a><script>alert(2)</script><b>ok</b>',
            time: '',
            dateTime: '',
            unread: true,
          },
        ]}
      />,
    );
    // SafeHtml sanitises with DOMPurify in a browser (the UnsafeHtml story) and falls back to
    // plain text where DOMPurify cannot run (happy-dom): either way nothing runs.
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    rerender(<NotificationList notifications={[]} />);
    expect(screen.getByText('ยังไม่มีการแจ้งเตือนใหม่')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<NotificationList notifications={notificationItems(4)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
