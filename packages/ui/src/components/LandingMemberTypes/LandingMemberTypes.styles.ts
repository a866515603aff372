import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const TypeList = styled.ul`
  display: grid;
  gap: ${vars.space[5]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${vars.space[6]}; }
`;

export const TypeCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[7]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.sm};
  text-align: start;
`;

export const TypeTitle = styled.h3`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const TypeText = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
`;
