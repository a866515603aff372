export type {
  DataTableAlign,
  DataTableColumn,
  DataTableProps,
  DataTableRowAction,
  DataTableSort,
  DataTableSortDirection,
} from './DataTable';
export { DataTable, dataTableAligns, dataTableSortDirections } from './DataTable';
