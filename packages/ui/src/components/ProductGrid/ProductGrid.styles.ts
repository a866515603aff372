import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const ProductGridRoot = styled.div`
  min-width: 0;
`;

export const ProductGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  @media ${mq.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
    gap: ${vars.space[5]};
  }
`;

export const ProductGridItem = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > * { flex: 1; }
`;
