import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const AuditLogListRoot = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const AuditLogEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-inline-start: ${vars.space[2]} solid ${vars.color['border-strong']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow-wrap: anywhere;

  &[data-tone='danger'] { border-inline-start-color: ${vars.color.danger}; }
`;

export const AuditLogHead = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.md};

  & > [data-part='Action'] { font-weight: ${vars.fontWeight.bold}; }
  [data-tone='danger'] > & > [data-part='Action'] { color: ${vars.color.danger}; }
`;

export const AuditLogMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[4]};
  margin: 0;
  color: ${vars.color['fg-muted']};
`;

export const AuditLogReason = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color['surface-sunken']};
`;

export const AuditLogDetails = styled.details`
  & > summary {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size['control-sm']};
    color: ${vars.color.link};
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker { display: none; }
  & > summary > svg {
    width: ${vars.space[5]};
    height: ${vars.space[5]};
    transition: transform ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }
  &[open] > summary > svg { transform: rotate(180deg); }
  & > summary:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; border-radius: ${vars.radius.sm}; }
`;

/** The before/after list: stacked on phones, three columns from tablets. */
export const AuditLogDiff = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: ${vars.space[3]} 0 0;
`;

export const AuditLogChange = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[2]};
  padding-block-start: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};

  @media ${mq.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 2fr);
    gap: ${vars.space[4]};
  }

  & > dt { font-weight: ${vars.fontWeight.bold}; }
  & > dd { display: flex; flex-direction: column; gap: ${vars.space[1]}; margin: 0; min-width: 0; }
  & [data-part='Side'] { color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.xs}; }
  & del,
  & ins {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    text-decoration: none;
    white-space: pre-wrap;
  }
  &[data-state='changed'] del { background: ${vars.color['danger-soft']}; color: ${vars.color['fg-on-danger-soft']}; }
  &[data-state='changed'] ins { background: ${vars.color['success-soft']}; color: ${vars.color['fg-on-success-soft']}; }
  &[data-state='unchanged'] { color: ${vars.color['fg-muted']}; }
  &[data-state='unchanged'] > dt { font-weight: ${vars.fontWeight.regular}; }
`;
