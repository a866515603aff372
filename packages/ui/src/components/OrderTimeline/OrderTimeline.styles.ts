import styled from 'styled-components';
import { vars } from '../../tokens';

export const OrderTimelineRoot = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

/** One state: the marker on a line that joins it to the next, then its text. */
export const OrderTimelineStep = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${vars.size['mark-sm']} minmax(0, 1fr);
  column-gap: ${vars.space[4]};
  padding-block-end: ${vars.space[6]};

  &:last-child { padding-block-end: 0; }
  /* The line from this marker down to the next one. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: ${vars.size['mark-sm']} 0;
    inset-inline-start: calc(${vars.size['mark-sm']} / 2 - 1px);
    width: 2px;
    background: ${vars.color.border};
  }
  &[data-state='done']:not(:last-child)::before { background: ${vars.color.accent}; }
`;

export const OrderTimelineMarker = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${vars.size['mark-sm']};
  height: ${vars.size['mark-sm']};
  border: 2px solid ${vars.color['border-strong']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color['fg-on-accent']};

  & > svg { width: ${vars.space[5]}; height: ${vars.space[5]}; }

  [data-state='done'] > &,
  [data-state='current'] > & { border-color: ${vars.color.accent}; background: ${vars.color.accent}; }
  [data-state='current'] > & { box-shadow: 0 0 0 ${vars.space[2]} ${vars.color['accent-soft']}; }
  [data-status='cancelled'] > & { border-color: ${vars.color.danger}; background: ${vars.color.danger}; color: ${vars.color['fg-on-danger']}; box-shadow: none; }
  [data-state='pending'] > & { border-style: dashed; }
`;

export const OrderTimelineBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const OrderTimelineLabel = styled.span`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};

  [data-state='pending'] > * > & { color: ${vars.color['fg-muted']}; font-weight: ${vars.fontWeight.medium}; }
  [data-status='cancelled'] > * > & { color: ${vars.color.danger}; }
`;

export const OrderTimelineMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[3]};
  color: ${vars.color['fg-muted']};
`;

export const OrderTimelineNote = styled.p`
  margin: 0;
`;

export const OrderTimelineTracking = styled.p`
  margin: ${vars.space[2]} 0 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};

  & > strong { display: block; color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.xs}; }
  & > span { font-variant-numeric: tabular-nums; user-select: all; }
`;
