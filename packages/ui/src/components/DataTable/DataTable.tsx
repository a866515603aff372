// biome-ignore-all lint/a11y/noRedundantRoles: phones lay the table out as cards (CSS display grid and block), and some browsers drop a table's semantics when its display changes; the explicit roles keep it a table to assistive tech.
import { formatCount } from '@lightbearers/domain';
import {
  type ComponentPropsWithoutRef,
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import * as th from '../../i18n/th';
import { MoreIcon } from '../../icons';
import { pickSlots } from '../../internal/slots';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Menu, type MenuItemTone } from '../Menu';
import { Skeleton } from '../Skeleton';
import {
  DataTableBulkBar,
  DataTableBulkCount,
  DataTableHidden,
  DataTableMessage,
  DataTableRoot,
  DataTableScroller,
  DataTableSortButton,
  DataTableTable,
} from './DataTable.styles';
import { DataTableBulkActions, DataTableEmpty, DataTableFooter, DataTableToolbar } from './DataTableParts';

export const dataTableSortDirections = ['ascending', 'descending'] as const;
export type DataTableSortDirection = (typeof dataTableSortDirections)[number];
export const dataTableAligns = ['start', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

/** One column: its header, how a row fills its cell, and whether it sorts. */
export interface DataTableColumn<Row> {
  /** Identifies the column; the sort names it (`sort.column`). */
  id: string;
  /** Header text; on phones also the label before the cell's value. */
  header: string;
  /** The cell of one row: text or elements (a `Link`, an `OrderStatusBadge`), already formatted. */
  cell: (row: Row) => ReactNode;
  /** Offers sorting by this column (the app sorts; the table calls `onSortChange`). */
  sortable?: boolean;
  /** The direction a first press sorts in: newest dates first want `descending`. @default 'ascending' */
  firstDirection?: DataTableSortDirection;
  /** `end` for numbers (tabular figures, right-aligned on wide screens). @default 'start' */
  align?: DataTableAlign;
}

/** The sort the app applied: which column, which way. */
export interface DataTableSort {
  /** A column's `id`. */
  column: string;
  /** ascending (A→Z, 1→9, oldest first) or descending. */
  direction: DataTableSortDirection;
}

/** One action of a row's menu. */
export interface DataTableRowAction {
  /** The item's text ('แก้ไข', 'ซ่อน'); unique within the row. */
  label: string;
  /** Runs when chosen (click, Enter, Space). A destructive one should open a `ConfirmDialog`. */
  onSelect: () => void;
  /** `danger` for destructive actions: red, after a separator. */
  tone?: MenuItemTone;
  /** Decorative leading icon. */
  icon?: ReactNode;
  /** Shown but not choosable (not allowed for this row). */
  disabled?: boolean;
}

export interface DataTableProps<Row> extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What the table lists ('ประกาศทั้งหมด'); the table's accessible name. */
  caption: string;
  /** The columns, in order. The first is each row's header (its name on phones, its card title). */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, in the order shown (the app sorts, filters and pages). */
  rows: readonly Row[];
  /** A row's stable id: the React key and the value selection holds. */
  rowId: (row: Row) => string;
  /** A row's name for its box and menu ('เลือก …', 'ตัวเลือกของ …'): a title, a member's name. */
  rowLabel: (row: Row) => string;
  /** The sort applied, or none. */
  sort?: DataTableSort | null;
  /** Called with the sort a header press asks for; without it no header is a button. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Ids of the chosen rows (may include rows of other pages). */
  selectedIds?: readonly string[];
  /** Turns selection on: a box per row, a select-all box and the bulk-actions bar. */
  onSelectedIdsChange?: (ids: string[]) => void;
  /** The actions of a row's menu; an empty list shows no menu for that row. */
  rowActions?: (row: Row) => readonly DataTableRowAction[];
  /** Rows are loading: placeholder rows, the table marked busy. */
  loading?: boolean;
  /** How many placeholder rows show while loading. @default 5 */
  loadingRows?: number;
  /** The rows could not load: this message shows in place of the rows. */
  error?: ReactNode;
  /** With `error`: a retry button calls it. */
  onRetry?: () => void;
  /** `DataTable.Toolbar` (filters), `DataTable.BulkActions`, `DataTable.Empty`, `DataTable.Footer` (a `Pager`). */
  children?: ReactNode;
}

const parts = {
  toolbar: DataTableToolbar,
  bulkActions: DataTableBulkActions,
  empty: DataTableEmpty,
  footer: DataTableFooter,
};

/** The indicator of a sortable header: both arrows faint, the applied one strong. */
function SortMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        data-part="Up"
        d="M6 8l4-4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        data-part="Down"
        d="M6 12l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function nextSort<Row>(column: DataTableColumn<Row>, sort: DataTableSort | null | undefined): DataTableSort {
  if (sort?.column === column.id) {
    return { column: column.id, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column: column.id, direction: column.firstDirection ?? 'ascending' };
}

function RowMenu({ label, actions }: { label: string; actions: readonly DataTableRowAction[] }) {
  return (
    <Menu>
      <Menu.Trigger>
        <IconButton label={th.dataTable.rowActions(label)} icon={<MoreIcon />} size="sm" />
      </Menu.Trigger>
      {actions.map((action, i) => {
        const previous = actions[i - 1];
        const separate = action.tone === 'danger' && previous !== undefined && previous.tone !== 'danger';
        return [
          separate ? <Menu.Separator key={`${action.label}-separator`} /> : null,
          <Menu.Item
            key={action.label}
            icon={action.icon}
            tone={action.tone}
            disabled={action.disabled}
            onSelect={action.onSelect}
          >
            {action.label}
          </Menu.Item>,
        ];
      })}
    </Menu>
  );
}

function DataTableInner<Row>(
  {
    caption,
    columns,
    rows,
    rowId,
    rowLabel,
    sort,
    onSortChange,
    selectedIds = [],
    onSelectedIdsChange,
    rowActions,
    loading = false,
    loadingRows = 5,
    error,
    onRetry,
    children,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const captionId = useId();
  const { slots } = pickSlots(children, parts);
  const selectable = onSelectedIdsChange !== undefined;
  const hasActions = rowActions !== undefined;
  const chosen = new Set(selectedIds);
  const pageIds = rows.map(rowId);
  const chosenOnPage = pageIds.filter((id) => chosen.has(id)).length;
  const showRows = !loading && !error;
  const state = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'ready';
  const width = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
  const count = selectedIds.length;

  const toggleAll = () => {
    if (!onSelectedIdsChange) return;
    const allChosen = pageIds.length > 0 && chosenOnPage === pageIds.length;
    if (allChosen) onSelectedIdsChange(selectedIds.filter((id) => !pageIds.includes(id)));
    else onSelectedIdsChange([...selectedIds, ...pageIds.filter((id) => !chosen.has(id))]);
  };
  const toggle = (id: string) => {
    if (!onSelectedIdsChange) return;
    onSelectedIdsChange(chosen.has(id) ? selectedIds.filter((x) => x !== id) : [...selectedIds, id]);
  };

  const message = (content: ReactNode, tone: 'default' | 'danger' = 'default') => (
    <tr role="row" data-part="MessageRow">
      <td role="cell" colSpan={width} data-part="Message">
        <DataTableMessage data-tone={tone}>{content}</DataTableMessage>
      </td>
    </tr>
  );

  return (
    <DataTableRoot ref={ref} data-component="DataTable" data-state={state} {...rest}>
      {slots.toolbar}
      {selectable ? (
        <DataTableBulkBar
          role="group"
          aria-label={th.dataTable.bulkActions}
          data-part="BulkBar"
          data-state={count > 0 ? 'open' : 'closed'}
          hidden={count === 0}
        >
          <DataTableBulkCount data-part="Count">
            {th.dataTable.selected(formatCount(count))}
          </DataTableBulkCount>
          {slots.bulkActions}
          <Button variant="ghost" size="sm" data-part="Clear" onClick={() => onSelectedIdsChange?.([])}>
            {th.dataTable.clearSelection}
          </Button>
        </DataTableBulkBar>
      ) : null}
      {/* Said on every change: how many rows are chosen, and that rows are loading. */}
      <DataTableHidden role="status" data-part="Status">
        {loading ? th.dataTable.loading : count > 0 ? th.dataTable.selected(formatCount(count)) : ''}
      </DataTableHidden>
      <DataTableScroller role="region" aria-labelledby={captionId} tabIndex={0} data-part="Scroller">
        <DataTableTable
          role="table"
          aria-busy={loading || undefined}
          data-selection={selectable ? 'multiple' : 'none'}
          data-row-actions={hasActions ? 'menu' : 'none'}
        >
          <caption id={captionId}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {selectable ? (
                <th role="columnheader" scope="col" data-part="SelectHeader" data-sortable="none">
                  <Checkbox
                    label={th.dataTable.selectAll}
                    checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                    indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                    disabled={!showRows || pageIds.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const sortable = Boolean(column.sortable && onSortChange);
                const direction = sort?.column === column.id ? sort.direction : 'none';
                return (
                  <th
                    key={column.id}
                    role="columnheader"
                    scope="col"
                    aria-sort={sortable && direction !== 'none' ? direction : undefined}
                    data-part="Header"
                    data-align={column.align ?? 'start'}
                    data-sortable={sortable ? 'sortable' : 'none'}
                  >
                    {sortable ? (
                      <DataTableSortButton
                        type="button"
                        data-part="Sort"
                        data-direction={direction}
                        onClick={() => onSortChange?.(nextSort(column, sort))}
                      >
                        {column.header}
                        <SortMark />
                      </DataTableSortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {hasActions ? (
                <th role="columnheader" scope="col" data-part="ActionsHeader" data-sortable="none">
                  <DataTableHidden>{th.dataTable.actionsColumn}</DataTableHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {loading
              ? Array.from({ length: loadingRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing focusable; the status says 'loading' once.
                  <tr key={i} aria-hidden="true" data-part="LoadingRow">
                    {selectable ? <td data-part="SelectCell" /> : null}
                    {columns.map((column, c) => (
                      <td key={column.id} data-part={c === 0 ? 'RowHeader' : 'Cell'}>
                        <Skeleton shape="text" size="sm" />
                      </td>
                    ))}
                    {hasActions ? <td data-part="ActionsCell" /> : null}
                  </tr>
                ))
              : null}
            {!loading && error
              ? message(
                  <Alert
                    tone="danger"
                    role="alert"
                    action={
                      onRetry ? (
                        <Button variant="secondary" size="sm" onClick={onRetry}>
                          {th.dataTable.retry}
                        </Button>
                      ) : undefined
                    }
                  >
                    {error}
                  </Alert>,
                  'danger',
                )
              : null}
            {showRows && rows.length === 0 ? message(slots.empty ?? th.dataTable.empty) : null}
            {showRows
              ? rows.map((row) => {
                  const id = rowId(row);
                  const label = rowLabel(row);
                  const actions = rowActions?.(row) ?? [];
                  const selected = chosen.has(id);
                  return (
                    <tr key={id} role="row" data-part="Row" data-state={selected ? 'selected' : 'unselected'}>
                      {selectable ? (
                        <td role="cell" data-part="SelectCell">
                          <Checkbox
                            label={th.dataTable.selectRow(label)}
                            labelHidden
                            checked={selected}
                            onChange={() => toggle(id)}
                          />
                        </td>
                      ) : null}
                      {columns.map((column, c) =>
                        c === 0 ? (
                          <th
                            key={column.id}
                            role="rowheader"
                            scope="row"
                            data-part="RowHeader"
                            data-align={column.align ?? 'start'}
                          >
                            <span data-part="CellLabel" aria-hidden="true">
                              {column.header}
                            </span>
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td
                            key={column.id}
                            role="cell"
                            data-part="Cell"
                            data-align={column.align ?? 'start'}
                          >
                            <span data-part="CellLabel" aria-hidden="true">
                              {column.header}
                            </span>
                            <span data-part="Value">{column.cell(row)}</span>
                          </td>
                        ),
                      )}
                      {hasActions ? (
                        <td role="cell" data-part="ActionsCell">
                          {actions.length > 0 ? <RowMenu label={label} actions={actions} /> : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })
              : null}
          </tbody>
        </DataTableTable>
      </DataTableScroller>
      {slots.footer}
    </DataTableRoot>
  );
}

/**
 * The back office's list: a real `<table>` (sortable headers with `aria-sort`, a row header per
 * row) that becomes one card per row on phones. Controlled: the app owns sort, filters, page and
 * selection, and hears `onSortChange` / `onSelectedIdsChange`; rows come already sorted and paged.
 * Parts: `DataTable.Toolbar` (filters), `DataTable.BulkActions` (buttons of the bar that shows
 * while rows are chosen), `DataTable.Empty`, `DataTable.Footer` (a `Pager`).
 */
const DataTableBase = forwardRef(DataTableInner) as <Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement | null;

/** `DataTable` with its parts: `Toolbar`, `BulkActions`, `Empty`, `Footer`. */
export const DataTable = Object.assign(DataTableBase, {
  Toolbar: DataTableToolbar,
  BulkActions: DataTableBulkActions,
  Empty: DataTableEmpty,
  Footer: DataTableFooter,
});
