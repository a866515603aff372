import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SheetTable } from './SheetTable';
import { sheetHeaders, sheetRows } from './SheetTable.fixtures';

describe('SheetTable', () => {
  it('renders the headers and every row in order; numbers are tabular', () => {
    const ref = createRef<HTMLDivElement>();
    render(<SheetTable ref={ref} headers={sheetHeaders} rows={sheetRows} caption="แผ่นงาน" />);
    expect(ref.current).toHaveAttribute('data-component', 'SheetTable');
    const table = screen.getByRole('table', { name: 'แผ่นงาน' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([...sheetHeaders]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(sheetRows.length);
    expect(rows[0]?.querySelector('td')).toHaveAttribute('data-numeric', 'tabular');
    expect(rows[1]).toHaveTextContent('สมหญิง รักธรรม');
  });

  it('shows at most `limit` rows and counts the rest with separators', () => {
    const many = Array.from({ length: 1_005 }, (_, i) => [i + 1, 'x']);
    render(<SheetTable headers={['ลำดับ', 'ชื่อ']} rows={many} caption="c" limit={5} />);
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('และอีก 1,000 แถว')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SheetTable headers={sheetHeaders} rows={sheetRows} caption="c" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
