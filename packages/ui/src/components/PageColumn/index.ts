export type { PageColumnPadding, PageColumnProps, PageColumnWidth } from './PageColumn';
export { PageColumn, pageColumnWidths } from './PageColumn';
