import styled from 'styled-components';
import { vars, visuallyHidden } from '../tokens';

/**
 * A data table's look: a focusable horizontal scroller (phones scroll wide tables sideways; the
 * scroller is a labelled, keyboard-reachable region) around a plain `<table>` with a sunken header.
 * Used by `OrgStatsTable` and `OrgMembersTable`.
 */
export const TableScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.fg};

  & caption {
    ${visuallyHidden}
  }
  & th,
  & td {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }
  & thead th {
    background: ${vars.color['surface-sunken']};
    color: ${vars.color['fg-muted']};
    font-weight: ${vars.fontWeight.bold};
    white-space: nowrap;
  }
  & tbody tr:last-child > * { border-bottom: 0; }
  & [data-numeric='tabular'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** What an empty table says, in place of its body. */
export const TableEmpty = styled.p`
  margin: 0;
  padding: ${vars.space[6]} ${vars.space[4]};
  color: ${vars.color['fg-muted']};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;
