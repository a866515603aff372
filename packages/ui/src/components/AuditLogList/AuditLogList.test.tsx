import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { AuditLogList } from './AuditLogList';
import { auditEntries } from './AuditLogList.fixtures';

describe('AuditLogList', () => {
  it('lists who did what to which thing and when', () => {
    const ref = createRef<HTMLOListElement>();
    render(<AuditLogList ref={ref} entries={auditEntries} />);
    const list = screen.getByRole('list', { name: 'บันทึกการทำงานของทีมงาน' });
    expect(ref.current).toBe(list);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('แก้ไขของที่ระลึก');
    expect(first).toHaveTextContent('โดย สมชาย ใจดี');
    expect(within(first).getByText('24 พ.ย. 2569 14:05')).toHaveAttribute(
      'datetime',
      '2026-11-24T14:05:00+07:00',
    );
  });

  it('counts only the fields that changed, and marks before and after', async () => {
    render(<AuditLogList entries={auditEntries.slice(0, 1)} />);
    await userEvent.click(screen.getByText('ดูการเปลี่ยนแปลง (2)'));
    const changes = screen.getAllByRole('term').map((dt) => dt.parentElement?.getAttribute('data-state'));
    expect(changes).toEqual(['changed', 'changed', 'unchanged']);
    expect(screen.getByText('240').closest('del')).not.toBeNull();
    expect(screen.getByText('260').closest('ins')).not.toBeNull();
    expect(screen.getByText('ไม่เปลี่ยน')).toBeInTheDocument();
  });

  it('shows a dash for a value that did not exist', () => {
    render(<AuditLogList entries={auditEntries.slice(1, 2)} />);
    const refund = screen.getByText('คะแนนที่คืน').parentElement as HTMLElement;
    expect(refund.querySelector('del')).toHaveTextContent('—');
  });

  it('offers no changes disclosure for an action without changes', () => {
    render(<AuditLogList entries={auditEntries.slice(2, 3)} />);
    expect(screen.queryByText(/ดูการเปลี่ยนแปลง/)).not.toBeInTheDocument();
  });

  it('says it is loading, or empty', () => {
    const { rerender } = render(<AuditLogList entries={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด…');
    rerender(<AuditLogList entries={[]} />);
    expect(screen.getByText('ยังไม่มีบันทึกการทำงาน')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<AuditLogList entries={auditEntries} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
