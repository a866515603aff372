import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { DataTableBulkActionsRoot, DataTableFooterRoot, DataTableToolbarRoot } from './DataTable.styles';

/** Above the table: the app's filters (a search box, selects). A row that wraps on phones. */
export const DataTableToolbar = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function DataTableToolbar(props, ref) {
    return <DataTableToolbarRoot ref={ref} data-component="DataTableToolbar" {...props} />;
  },
);

/** The buttons of the bulk-actions bar, shown beside 'เลือกแล้ว N รายการ' while rows are chosen. */
export const DataTableBulkActions = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function DataTableBulkActions(props, ref) {
    return <DataTableBulkActionsRoot ref={ref} data-component="DataTableBulkActions" {...props} />;
  },
);

/** What an empty table says in place of its rows (the default is 'ยังไม่มีรายการ'): text, an action. */
export const DataTableEmpty = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function DataTableEmpty(props, ref) {
    return <div ref={ref} data-component="DataTableEmpty" {...props} />;
  },
);

/** Under the table: a `Pager` and a count ('แสดง 1–20 จาก 134 รายการ'). */
export const DataTableFooter = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function DataTableFooter(props, ref) {
    return <DataTableFooterRoot ref={ref} data-component="DataTableFooter" {...props} />;
  },
);
