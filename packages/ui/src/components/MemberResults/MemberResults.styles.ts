import styled from 'styled-components';
import { vars } from '../../tokens';

export const MemberResultsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const MemberResultsList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li { border-top: 1px solid ${vars.color.border}; }

  & [data-part='Member'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    min-height: ${vars.size['control-lg']};
    padding: ${vars.space[2]} ${vars.space[1]};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  & [data-part='Member']:hover [data-part='Name'] { text-decoration: underline; }
`;

export const MemberResultsEmpty = styled.p`
  margin: 0;
  padding: ${vars.space[6]} 0;
  text-align: center;
  color: ${vars.color['fg-muted']};
`;
