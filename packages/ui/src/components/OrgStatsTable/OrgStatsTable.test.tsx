import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OrgStatsTable } from './OrgStatsTable';
import { orgStatsRows } from './OrgStatsTable.fixtures';

describe('OrgStatsTable', () => {
  it('offers show-all plus the five groups and filters the lines by group', async () => {
    const user = userEvent.setup();
    const onGroupChange = vi.fn();
    const ref = createRef<HTMLDivElement>();
    render(<OrgStatsTable ref={ref} rows={orgStatsRows} onGroupChange={onGroupChange} />);
    expect(ref.current).toHaveAttribute('data-component', 'OrgStatsTable');
    const filter = screen.getByRole('combobox', { name: 'กลุ่ม' });
    expect([...filter.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'แสดงทั้งหมด',
      'ชพส.',
      'ต่างประเทศ',
      'นครหลวง',
      'ภูมิภาค',
      'สำนัก/อื่นๆ',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(orgStatsRows.length + 1);
    await user.selectOptions(filter, 'นครหลวง');
    expect(onGroupChange).toHaveBeenCalledWith('นครหลวง');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['นครหลวงแก้วภูธร 1356', 'นครหลวงแก้วภูธร 2298']);
  });

  it('every cell links to the unit list; an empty table says so', () => {
    const { rerender } = render(<OrgStatsTable rows={orgStatsRows.slice(0, 1)} />);
    for (const link of screen.getAllByRole('link'))
      expect(link).toHaveAttribute('href', orgStatsRows[0]?.href);
    expect(screen.getByRole('link', { name: '1,204' })).toBeInTheDocument();
    rerender(<OrgStatsTable rows={[]} />);
    expect(screen.getByText('ยังไม่มีสมาชิกในสังกัดนี้')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<OrgStatsTable rows={orgStatsRows} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
