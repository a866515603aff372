import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OrgMembersTable } from './OrgMembersTable';
import { orgMemberRows, orgMemberRowsWithoutContacts } from './OrgMembersTable.fixtures';

const base = {
  page: 2,
  pageCount: 3,
  hrefFor: (p: number) => `/statlist/a/b?page=${p}`,
  caption: 'สมาชิก ก · ข',
};

describe('OrgMembersTable', () => {
  it('shows the product’s columns in order, a row per member and the pager', () => {
    const ref = createRef<HTMLDivElement>();
    render(<OrgMembersTable ref={ref} rows={orgMemberRows} {...base} />);
    expect(ref.current).toHaveAttribute('data-component', 'OrgMembersTable');
    const table = screen.getByRole('table', { name: 'สมาชิก ก · ข' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ลำดับ', 'รูป', 'ชื่อ', 'สังกัด', 'ไลน์ไอดี', 'ที่อยู่', 'เบอร์โทร', 'ลิงก์โซเชียล', 'รวม']);
    expect(within(table).getAllByRole('row')).toHaveLength(orgMemberRows.length + 1);
    expect(screen.getByRole('link', { name: 'สมหญิง รักธรรม' })).toHaveAttribute('href', '/u21');
    expect(screen.getAllByRole('link', { name: /YouTube/ })[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'หน้า 3' })).toHaveAttribute('href', '/statlist/a/b?page=3');
  });

  it('contact details the viewer may not see are dashes announced as not shown', () => {
    render(<OrgMembersTable rows={orgMemberRowsWithoutContacts} {...base} />);
    expect(screen.queryByText(/^08/)).toBeNull();
    expect(screen.getAllByText('ไม่แสดง')).toHaveLength(orgMemberRows.length * 3);
  });

  it('has no axe violations', async () => {
    const { container } = render(<OrgMembersTable rows={orgMemberRows} {...base} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
