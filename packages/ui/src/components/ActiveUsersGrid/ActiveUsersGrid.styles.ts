import styled from 'styled-components';
import { clampRules } from '../../internal/text.styles';
import { mq, vars } from '../../tokens';

export const ActiveUsersGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[4]} ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  font-family: ${vars.font.body};

  @media ${mq.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  }
`;

export const ActiveUsersGridItem = styled.li`
  min-width: 0;

  & > a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[2]};
    text-decoration-line: none;
  }
  & > a:hover [data-part='Name'] { text-decoration-line: underline; }
`;

export const ActiveUsersGridName = styled.span`
  max-width: 100%;
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  overflow-wrap: anywhere;
  ${clampRules}
`;
