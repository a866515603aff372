import styled from 'styled-components';
import { vars } from '../../tokens';

export const AvatarRoot = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${vars.size['avatar-md']};
  height: ${vars.size['avatar-md']};
  vertical-align: middle;
  font-size: ${vars.size['initials-md']};

  &[data-size='xs'] { width: ${vars.size['avatar-xs']}; height: ${vars.size['avatar-xs']}; font-size: ${vars.size['initials-xs']}; }
  &[data-size='sm'] { width: ${vars.size['avatar-sm']}; height: ${vars.size['avatar-sm']}; font-size: ${vars.size['initials-sm']}; }
  &[data-size='lg'] { width: ${vars.size['avatar-lg']}; height: ${vars.size['avatar-lg']}; font-size: ${vars.size['initials-lg']}; }
  &[data-size='xl'] { width: ${vars.size['avatar-xl']}; height: ${vars.size['avatar-xl']}; font-size: ${vars.size['initials-xl']}; }
  &[data-size='2xl'] { width: ${vars.size['avatar-2xl']}; height: ${vars.size['avatar-2xl']}; font-size: ${vars.size['initials-2xl']}; }
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
