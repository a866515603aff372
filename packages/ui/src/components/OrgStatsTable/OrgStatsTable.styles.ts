import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const OrgStatsTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const OrgStatsFilter = styled.div`
  @media ${mq.tablet} {
    max-width: 20rem;
  }
`;
