import styled from 'styled-components';
import { sectionHeading } from '../../internal/text.styles';
import { vars } from '../../tokens';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[9]} ${vars.space[5]};
  text-align: center;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;
`;

export const EmptyStateIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  & > svg { width: ${vars.space[8]}; height: ${vars.space[8]}; }
`;

export const EmptyStateIllustration = styled.div`
  display: flex;
  justify-content: center;
  max-width: 100%;
  margin-bottom: ${vars.space[2]};
  & > img, & > svg { max-width: 100%; height: auto; }
`;

export const EmptyStateText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  max-width: 36em;
`;

export const EmptyStateTitle = styled.p`
  ${sectionHeading}
`;

export const EmptyStateDescription = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
`;

export const EmptyStateAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[2]};
`;
