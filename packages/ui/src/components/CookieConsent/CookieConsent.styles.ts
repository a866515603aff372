import styled from 'styled-components';
import { raisedSurface } from '../../internal/surface.styles';
import { mq, vars } from '../../tokens';

export const CookieRoot = styled.section`
  box-sizing: border-box;
  width: 100%;
  padding: ${vars.space[4]};
  padding-bottom: calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px));
  pointer-events: none;

  &[data-position='fixed'] {
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: ${vars.zIndex.overlay};
  }
`;

export const CookieCard = styled.div`
  ${raisedSurface}
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: 960px;
  margin-inline: auto;
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  line-height: ${vars.lineHeight.body};
  pointer-events: auto;

  @media ${mq.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${vars.space[6]};
    padding: ${vars.space[5]} ${vars.space[7]};
  }
`;

export const CookieMessage = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

export const CookieAction = styled.div`
  flex: none;
  @media ${mq.tablet} { min-width: 180px; }
`;
