import { formatCount } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { DataTable, TableEmpty, TableScroller } from '../../internal/table.styles';
import { SheetTableMore, SheetTableRoot } from './SheetTable.styles';

export interface SheetTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The column headers, in order. */
  headers: readonly string[];
  /** The rows, each in the headers' order (numbers are shown as given, right-aligned). */
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
  /** The table's accessible name. */
  caption: string;
  /** Show at most this many rows; the rest are counted under the table (default: all). */
  limit?: number;
  /** What an empty table says. */
  empty?: string;
}

/**
 * A spreadsheet preview: headers and plain rows, exactly what a file export will hold (the
 * `/profileexport` table of `domain.profileExportSheet`). Long tables show `limit` rows and count the
 * rest.
 */
export const SheetTable = forwardRef<HTMLDivElement, SheetTableProps>(function SheetTable(
  { headers, rows, caption, limit, empty, ...rest },
  ref,
) {
  const captionId = useId();
  const shown = limit === undefined ? rows : rows.slice(0, limit);
  const hidden = rows.length - shown.length;
  return (
    <SheetTableRoot
      ref={ref}
      data-component="SheetTable"
      data-state={rows.length ? 'idle' : 'empty'}
      {...rest}
    >
      <TableScroller tabIndex={0} role="region" aria-labelledby={captionId} data-part="Scroller">
        <DataTable>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain values with no identity of their own
              <tr key={r} data-part="Row">
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its column
                  <td key={c} data-numeric={typeof cell === 'number' ? 'tabular' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
        {rows.length || !empty ? null : <TableEmpty data-part="Empty">{empty}</TableEmpty>}
      </TableScroller>
      {hidden > 0 ? (
        <SheetTableMore data-part="More">{th.sheetTable.more(formatCount(hidden))}</SheetTableMore>
      ) : null}
    </SheetTableRoot>
  );
});
