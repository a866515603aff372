import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const LikeBarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;
  border-block-start: 1px solid ${vars.color.border};
  padding-block-start: ${vars.space[3]};
  font-family: ${vars.font.body};
`;

export const LikeBarLikers = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
  min-block-size: ${vars.size['control-md']};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

export const LikeBarAvatars = styled.span`
  display: inline-flex;

  & > * + * { margin-inline-start: calc(-1 * ${vars.space[3]}); }
  & > * { box-shadow: 0 0 0 2px ${vars.color.surface}; border-radius: ${vars.radius.pill}; }
`;

export const LikeBarActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: auto;

  & > * { white-space: nowrap; }

  /* Phones: the buttons get their own row, spread across it, each label on one line. */
  @media ${mq.phoneOnly} {
    inline-size: 100%;
    justify-content: space-between;
    gap: 0;
  }
`;
