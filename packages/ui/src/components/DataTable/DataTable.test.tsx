import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DataTable } from './DataTable';
import { type SouvenirRow, souvenirActions, souvenirRows, souvenirTableArgs } from './DataTable.fixtures';

const rows = souvenirRows.slice(0, 3);

function table(props: Partial<Parameters<typeof DataTable<SouvenirRow>>[0]> = {}) {
  return render(<DataTable<SouvenirRow> {...souvenirTableArgs} rows={rows} {...props} />);
}

describe('DataTable', () => {
  it('is a named table with a row header per row, and forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>();
    render(<DataTable<SouvenirRow> ref={ref} {...souvenirTableArgs} rows={rows} />);
    const grid = screen.getByRole('table', { name: 'ของที่ระลึกทั้งหมด' });
    expect(ref.current).toHaveAttribute('data-component', 'DataTable');
    expect(ref.current).toHaveAttribute('data-state', 'ready');
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(rows.map((r) => `ชื่อของที่ระลึก${r.name}`));
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(5);
  });

  it('asks for the next sort: first press in the column’s first direction, then the other way', async () => {
    const onSortChange = vi.fn();
    const { rerender } = table({ onSortChange });
    await userEvent.click(screen.getByRole('button', { name: 'ชื่อของที่ระลึก' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await userEvent.click(screen.getByRole('button', { name: 'ราคา (คะแนน)' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'descending' });

    rerender(
      <DataTable<SouvenirRow>
        {...souvenirTableArgs}
        rows={rows}
        onSortChange={onSortChange}
        sort={{ column: 'price', direction: 'descending' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'ราคา (คะแนน)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('button', { name: 'ราคา (คะแนน)' })).toHaveAttribute(
      'data-direction',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ราคา (คะแนน)' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'price', direction: 'ascending' });
  });

  it('offers no sort buttons without onSortChange', () => {
    table();
    expect(screen.queryByRole('button', { name: 'ชื่อของที่ระลึก' })).not.toBeInTheDocument();
  });

  it('selects a row, all rows of the page, and none — keeping ids chosen on other pages', async () => {
    const onSelectedIdsChange = vi.fn();
    const { rerender } = table({ onSelectedIdsChange, selectedIds: ['999'] });
    await userEvent.click(screen.getByRole('checkbox', { name: `เลือก ${rows[1]?.name}` }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['999', '102']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'เลือกทุกแถวในหน้านี้' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['999', '101', '102', '103']);

    rerender(
      <DataTable<SouvenirRow>
        {...souvenirTableArgs}
        rows={rows}
        onSelectedIdsChange={onSelectedIdsChange}
        selectedIds={['999', '101', '102', '103']}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'เลือกทุกแถวในหน้านี้' });
    expect(all).toBeChecked();
    expect(screen.getByRole('group', { name: 'จัดการรายการที่เลือก' })).toHaveTextContent('เลือกแล้ว 4 รายการ');
    await userEvent.click(all);
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['999']);
  });

  it('marks the select-all box mixed when part of the page is chosen, and hides the bar when none', () => {
    const { rerender } = table({ onSelectedIdsChange: vi.fn(), selectedIds: ['101'] });
    expect(screen.getByRole('checkbox', { name: 'เลือกทุกแถวในหน้านี้' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('row', { name: /พวงกุญแจ/ })).toHaveAttribute('data-state', 'selected');
    rerender(<DataTable<SouvenirRow> {...souvenirTableArgs} rows={rows} onSelectedIdsChange={vi.fn()} />);
    const bar = screen.getByRole('group', { hidden: true });
    expect(bar).not.toBeVisible();
    expect(bar).toHaveAttribute('data-state', 'closed');
  });

  it('puts each row’s actions in a menu named by the row, the destructive one after a separator', async () => {
    const onAction = vi.fn();
    table({ rowActions: souvenirActions(onAction) });
    await userEvent.click(screen.getByRole('button', { name: `ตัวเลือกของ ${rows[0]?.name}` }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ซ่อนจากร้าน' }));
    expect(onAction).toHaveBeenCalledWith('hide', '101');
  });

  it('shows placeholder rows while loading, then the error with a retry, then the empty words', async () => {
    const onRetry = vi.fn();
    const { rerender, container } = table({ loading: true, loadingRows: 2 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดรายการ…');
    expect(container.querySelectorAll('[data-part="LoadingRow"]')).toHaveLength(2);
    expect(screen.queryByText(rows[0]?.name as string)).not.toBeInTheDocument();

    rerender(
      <DataTable<SouvenirRow> {...souvenirTableArgs} rows={rows} error="โหลดไม่สำเร็จ" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('โหลดไม่สำเร็จ');
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<DataTable<SouvenirRow> {...souvenirTableArgs} rows={[]} />);
    expect(screen.getByText('ยังไม่มีรายการ')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
  });

  it('places its parts whatever order they come in: toolbar first, footer last', () => {
    const { container } = render(
      <DataTable<SouvenirRow> {...souvenirTableArgs} rows={rows}>
        <DataTable.Footer>ท้าย</DataTable.Footer>
        <DataTable.Toolbar>ตัวกรอง</DataTable.Toolbar>
      </DataTable>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.firstElementChild).toHaveAttribute('data-component', 'DataTableToolbar');
    expect(root.lastElementChild).toHaveAttribute('data-component', 'DataTableFooter');
  });

  it('has no axe violations with selection, sort and actions', async () => {
    const { container } = table({
      onSelectedIdsChange: vi.fn(),
      selectedIds: ['101'],
      onSortChange: vi.fn(),
      sort: { column: 'name', direction: 'ascending' },
      rowActions: souvenirActions(vi.fn()),
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
