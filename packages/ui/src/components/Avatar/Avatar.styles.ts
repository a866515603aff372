import styled from 'styled-components';
import { vars } from '../../tokens';

export const AvatarRoot = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: 40px;
  height: 40px;
  vertical-align: middle;
  font-size: 15px;

  &[data-size='xs'] { width: 24px; height: 24px; font-size: 10px; }
  &[data-size='sm'] { width: 32px; height: 32px; font-size: 13px; }
  &[data-size='lg'] { width: 64px; height: 64px; font-size: 24px; }
  &[data-size='xl'] { width: 96px; height: 96px; font-size: 36px; }
  &[data-size='2xl'] { width: 120px; height: 120px; font-size: 44px; }
`;

/** The circle: the image over initials over the default glyph, whichever is available. */
export const AvatarFrame = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  /* A hairline ring keeps light photos from melting into a white card. */
  box-shadow: inset 0 0 0 1px ${vars.color.border};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > svg { width: 60%; height: 60%; }
`;

export const AvatarInitials = styled.span`
  font-family: ${vars.font.body};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1;
  letter-spacing: 0;
  user-select: none;
`;

/** Bottom-right slot: a creator marker, an online dot. Ringed in the surface colour. */
export const AvatarBadge = styled.span`
  position: absolute;
  right: -2px;
  bottom: -2px;
  display: grid;
  place-items: center;
  min-width: 40%;
  min-height: 40%;
  max-width: 50%;
  max-height: 50%;
  border-radius: 50%;
  background: ${vars.color.surface};
  box-shadow: 0 0 0 2px ${vars.color.surface};

  & > svg { width: 100%; height: 100%; }

  [data-size='xs'] > & { right: -3px; bottom: -3px; min-width: 12px; min-height: 12px; }
`;
