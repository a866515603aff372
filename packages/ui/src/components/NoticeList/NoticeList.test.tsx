import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { noticeItems } from '../../test/notice.fixtures';
import { NoticeList } from './NoticeList';

describe('NoticeList', () => {
  it('lists notices in the given order with icon, topic and relative time; forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    const notices = noticeItems(4);
    render(<NoticeList ref={ref} notices={notices} />);
    expect(ref.current).toHaveAttribute('data-component', 'NoticeList');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-icon'))).toEqual(notices.map((n) => n.icon));
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link')).toHaveAttribute('href', notices[0]?.href);
    expect(first.getByRole('img')).toHaveAccessibleName('แจ้งเตือนสำคัญ');
    const time = items[0]?.querySelector('time');
    expect(time).toHaveTextContent(notices[0]?.time as string);
    expect(time).toHaveAttribute('datetime', notices[0]?.dateTime);
    expect(notices[0]?.time).toMatch(/ที่แล้ว$/);
  });

  it('shows the empty state without a list', () => {
    render(<NoticeList notices={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('ยังไม่มีประกาศ')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<NoticeList notices={noticeItems(4)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
