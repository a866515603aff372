/**
 * Layout glue of the back office's screens (styled only, no component): the staff menu beside the
 * screen on desktops, above it on phones and tablets. Shared by each screen's pending view and its
 * view, so a screen does not move when its data arrives.
 */
import { mq, vars } from '@lightbearers/ui';
import styled from 'styled-components';

export const StaffShell = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[10]};
  box-sizing: border-box;
  min-width: 0;
  @media ${mq.desktop} {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
    padding: ${vars.space[6]} ${vars.space[5]} ${vars.space[10]};
  }
  &[data-nav='none'] { grid-template-columns: minmax(0, 1fr); max-width: 60rem; }
`;

export const StaffMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

export const StaffTitleRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const StaffLead = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  line-height: ${vars.lineHeight.body};
`;
