import styled from 'styled-components';
import { vars } from '../../tokens';

export const SheetTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;

  & td { white-space: nowrap; }
`;

export const SheetTableMore = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
`;
