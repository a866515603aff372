import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const OrgPickerRoot = styled.div`
  display: block;

  & > form {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[5]};
  }
`;

export const OrgPickerFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  @media ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
