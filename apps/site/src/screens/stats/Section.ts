/** Layout glue of the statistics screen: one titled section of the page (the column is ui's PageColumn). */
import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;
