import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const FooterRoot = styled.footer`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[7]} ${vars.space[5]};
  padding-bottom: calc(${vars.space[7]} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-muted']};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.body};
  text-align: center;

  @media ${mq.tablet} {
    flex-direction: row;
    justify-content: space-between;
    padding-inline: ${vars.space[9]};
    text-align: start;
  }
`;

export const FooterLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  column-gap: ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterCopyright = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The networks' icons and the copyright line: one group, stacked on phones. */
export const FooterEnd = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};

  @media ${mq.tablet} {
    flex-direction: row;
    gap: ${vars.space[5]};
  }
`;
