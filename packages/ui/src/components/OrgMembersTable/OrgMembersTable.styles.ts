import styled from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

export const OrgMembersTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;

  & [data-part='Name'] { min-width: 9rem; }
  & [data-part='Org'] { min-width: 8rem; }
  & [data-part='Address'] { min-width: 14rem; }
`;

export const OrgMembersLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OrgMembersHidden = styled.span`
  color: ${vars.color['fg-subtle']};
`;

export const OrgMembersHiddenText = styled.span`
  ${visuallyHidden}
`;
