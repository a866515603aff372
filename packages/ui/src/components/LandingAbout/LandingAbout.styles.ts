import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const PointList = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${vars.space[6]}; }
`;

export const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  font-weight: ${vars.fontWeight.medium};
`;
