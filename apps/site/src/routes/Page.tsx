import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

/** A simple centred column for the site's own small pages. */
export const PageColumn = styled.section`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${vars.space[8]} ${vars.space[5]};
  h1 { margin: 0; font-family: ${vars.font.display}; font-size: ${vars.fontSize['2xl']}; line-height: ${vars.lineHeight.tight}; }
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;
