import styled from 'styled-components';
import { mq, vars, visuallyHidden } from '../../tokens';

export const DataTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const DataTableToolbarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[4]};
  min-width: 0;

  & > * { min-width: 0; }
`;

export const DataTableFooterRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  min-width: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
`;

/** Above the table while rows are chosen; it stays in view while the list scrolls. */
export const DataTableBulkBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  box-shadow: ${vars.shadow.sm};

  &[hidden] { display: none; }
`;

export const DataTableBulkCount = styled.span`
  flex: 1 1 auto;
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
`;

export const DataTableBulkActionsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const DataTableHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Tablets and up: a bordered, sideways-scrolling table. Phones: no border of its own — each row is
 * a card, so the scroller only holds the cards.
 */
export const DataTableScroller = styled.div`
  min-width: 0;

  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }

  @media ${mq.tablet} {
    overflow-x: auto;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
`;

/**
 * A real table. Below the tablet width it is laid out as cards (explicit ARIA roles keep the table
 * semantics whatever the CSS display): the header row becomes a row of sort buttons, each body
 * row a card whose cells carry their column's name.
 */
export const DataTableTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  & caption { ${visuallyHidden} }

  & th,
  & td {
    text-align: start;
    vertical-align: middle;
    font-weight: ${vars.fontWeight.regular};
  }
  & [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & [data-part='RowHeader'] { font-weight: ${vars.fontWeight.bold}; }

  @media ${mq.tablet} {
    & th,
    & td {
      padding: ${vars.space[3]} ${vars.space[4]};
      border-bottom: 1px solid ${vars.color.border};
    }
    & thead th {
      background: ${vars.color['surface-sunken']};
      color: ${vars.color['fg-muted']};
      font-weight: ${vars.fontWeight.bold};
      white-space: nowrap;
    }
    & tbody tr:last-child > * { border-bottom: 0; }
    & tbody tr[data-state='selected'] > * { background: ${vars.color['accent-soft']}; }
    & [data-part='CellLabel'] { display: none; }
    & [data-part='SelectHeader'],
    & [data-part='SelectCell'],
    & [data-part='ActionsHeader'],
    & [data-part='ActionsCell'] {
      width: 1%;
      padding-block: 0;
    }
    /* The header box's label is said, not shown: the column of boxes explains itself. */
    & [data-part='SelectHeader'] [data-part='Label'] { ${visuallyHidden} }
  }

  @media ${mq.phoneOnly} {
    &,
    & tbody {
      display: flex;
      flex-direction: column;
      gap: ${vars.space[4]};
    }
    & thead { display: block; }
    & thead tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${vars.space[3]};
    }
    & thead th { display: block; padding: 0; }
    /* The select-all box and the sort buttons stay; other headers are said, not shown. */
    & thead th[data-part='Header'][data-sortable='none'],
    & thead th[data-part='ActionsHeader'] { ${visuallyHidden} }
    & thead [data-part='SelectHeader'] { padding-inline-end: ${vars.space[3]}; }

    & tbody tr {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr) auto;
      align-items: start;
      column-gap: ${vars.space[3]};
      row-gap: ${vars.space[2]};
      padding: ${vars.space[3]} ${vars.space[4]};
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.md};
      background: ${vars.color.surface};
    }
    & tbody tr[data-state='selected'] {
      border-color: ${vars.color.accent};
      box-shadow: inset 0 0 0 1px ${vars.color.accent};
    }
    & tbody tr > * { display: block; padding: 0; }
    & tbody [data-part='SelectCell'] { grid-column: 1; grid-row: 1; margin-block: calc(-1 * ${vars.space[3]}); }
    & tbody [data-part='RowHeader'] {
      grid-column: 2;
      grid-row: 1;
      align-self: center;
      padding-block: ${vars.space[2]};
      font-size: ${vars.fontSize.md};
    }
    & tbody [data-part='ActionsCell'] { grid-column: 3; grid-row: 1; }
    & tbody [data-part='Cell'] {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${vars.space[3]};
      text-align: start;
    }
    & tbody [data-part='RowHeader'] [data-part='CellLabel'] { ${visuallyHidden} }
    & [data-part='CellLabel'] { color: ${vars.color['fg-muted']}; }
    &[data-selection='none'] tbody [data-part='RowHeader'] { grid-column: 1 / 3; }
    &[data-row-actions='none'] tbody [data-part='RowHeader'] { grid-column-end: -1; }
    & tbody tr[data-part='MessageRow'] { display: block; padding: 0; border: 0; background: none; }
  }

  overflow-wrap: anywhere;
`;

export const DataTableSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size['control-sm']};
  margin: 0;
  padding: 0 ${vars.space[2]};
  margin-inline-start: calc(-1 * ${vars.space[2]});
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${vars.fontWeight.bold};
  cursor: pointer;

  &:hover { color: ${vars.color.fg}; background: ${vars.color['surface-raised']}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }

  & > svg { flex: none; width: ${vars.space[5]}; height: ${vars.space[5]}; }
  & > svg > path { opacity: 0.35; }
  &[data-direction='ascending'] > svg > path[data-part='Up'],
  &[data-direction='descending'] > svg > path[data-part='Down'] { opacity: 1; }

  @media ${mq.phoneOnly} {
    min-height: ${vars.size['control-md']};
    margin: 0;
    padding: 0 ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color['fg-muted']};
    font-size: ${vars.fontSize.sm};

    &:not([data-direction='none']) {
      border-color: ${vars.color.accent};
      background: ${vars.color['accent-soft']};
      color: ${vars.color['fg-on-accent-soft']};
    }
  }
`;

export const DataTableMessage = styled.div`
  padding: ${vars.space[6]} ${vars.space[4]};
  color: ${vars.color['fg-muted']};
  text-align: center;

  &[data-tone='danger'] { padding: ${vars.space[4]}; text-align: start; }

  @media ${mq.phoneOnly} {
    border: 1px dashed ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
`;
