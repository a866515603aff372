/** Layout glue of the members' screens (a centred column); every visual piece is a ui component. */
import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

export const PageArea = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[9]};
  min-width: 0;
`;

export const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[10]} 0;
`;
