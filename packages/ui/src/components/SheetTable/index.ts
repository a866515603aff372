export type { SheetTableProps } from './SheetTable';
export { SheetTable } from './SheetTable';
