import styled from 'styled-components';
import { vars } from '../../tokens';

export const MemberGridRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** As many 96 px pictures per row as fit; the names wrap under them, at most two lines. */
export const MemberGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${vars.space[4]} ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & [data-part='Member'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size['control-md']};
    padding: ${vars.space[1]};
    border-radius: ${vars.radius.md};
    text-align: center;
    text-decoration: none;
  }

  & [data-part='Member']:hover [data-part='Name'] { text-decoration: underline; }
`;

export const MemberGridName = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  max-width: 100%;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

/** Just under the list: when it nears the screen, the next page loads. */
export const MemberGridSentinel = styled.div`
  height: 1px;
`;

export const MemberGridFooter = styled.div`
  display: flex;
  justify-content: center;
`;
