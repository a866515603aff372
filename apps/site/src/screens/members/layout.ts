/** Layout glue of the members' screens (a centred column); every visual piece is a ui component. */
import { PageColumn, vars } from '@lightbearers/ui';
import styled from 'styled-components';

export const PageArea = styled(PageColumn).attrs({ width: 'document', gap: '6', padding: ['6', '4', '9'] })``;

export const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[10]} 0;
`;
