import styled from 'styled-components';
import { mq, vars, visuallyHidden } from '../../tokens';

export const ShareLinkRow = styled.div`
  margin-top: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const ShareLinkLabel = styled.span`
  display: block;
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
`;

export const ShareLinkText = styled.p`
  margin: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;
`;

export const ShareActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};

  @media ${mq.phoneOnly} {
    & > button { flex: 1 1 0; }
  }
`;

export const ShareSpoken = styled.span`
  ${visuallyHidden}
`;

export const ShareNetworksHeading = styled.h3`
  margin: ${vars.space[6]} 0 ${vars.space[3]};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color['fg-muted']};
`;

export const ShareNetworkList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.tablet} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

export const ShareNetworkItem = styled.li`
  display: flex;
  min-width: 0;
`;

export const ShareNetworkLink = styled.a`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[2]} 0;
  border-radius: ${vars.radius.md};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover > span:first-child { background: ${vars.color['accent-soft']}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
  &[aria-disabled='true']:hover > span:first-child { background: ${vars.color['surface-sunken']}; }
`;

export const ShareNetworkMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size['control-lg']};
  height: ${vars.size['control-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color.fg};
`;
