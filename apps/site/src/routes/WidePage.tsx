import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

/** A wide column for the site's table pages (statistics, export, staff review): layout glue only. */
export const WidePage = styled.section`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${vars.space[8]} ${vars.space[5]};
  h1 { margin: 0; font-family: ${vars.font.display}; font-size: ${vars.fontSize['2xl']}; line-height: ${vars.lineHeight.tight}; }
  & > p { margin: 0; color: ${vars.color['fg-muted']}; }
`;
