import styled from 'styled-components';
import { countBadge, iconControl } from '../../internal/iconControl.styles';
import { mq, vars, visuallyHidden } from '../../tokens';

export const AppHeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-height: ${vars.size['control-lg']};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};

  @media ${mq.tablet} { padding: ${vars.space[3]} ${vars.space[6]}; }
`;

export const AppHeaderStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const AppHeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};

  @media ${mq.tablet} { gap: ${vars.space[3]}; }
`;

export const AppHeaderHome = styled.a`
  display: inline-flex;

  [data-logo='below-desktop'] & {
    @media ${mq.desktop} { display: none; }
  }
  align-items: center;
  min-height: ${vars.size['control-md']};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: inherit;
  text-decoration: none;
`;

export const AppHeaderIconLink = styled.a`
  ${iconControl}
  &:hover { background: ${vars.color['surface-sunken']}; }
`;

export const AppHeaderBadge = styled.span`
  ${countBadge}
`;

/** The round control around the member's avatar (the avatar keeps the header's colour). */
export const AppHeaderAvatarButton = styled.button`
  ${iconControl}
  color: inherit;

  &:hover { background: ${vars.color['surface-sunken']}; }
`;

export const AppHeaderHidden = styled.span`
  ${visuallyHidden}
`;
