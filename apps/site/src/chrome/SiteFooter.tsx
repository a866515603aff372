import { buddhistYear } from '@lightbearers/domain';
import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

const Bar = styled.footer`
  padding: ${vars.space[7]} ${vars.space[5]};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  text-align: center;
  border-top: 1px solid ${vars.color.border};
`;

/** The site footer: the year in the Buddhist era (Gregorian + 543). */
export function SiteFooter() {
  return <Bar>© {buddhistYear(new Date())} Lightbearers</Bar>;
}
