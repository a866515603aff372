import styled from 'styled-components';
import { creatorColumn } from '../../internal/carousel.styles';
import { vars } from '../../tokens';

/** A video tile's column (as MediaCarousel's card): thumbnail, then one title line. */
export const TilePlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/** A bar inside the title's line box: the line keeps the title's height (font size × leading). */
export const TitleBar = styled.span`
  display: inline-block;
  width: 70%;
  height: 1em;
  vertical-align: middle;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
`;

/** A creator's column (as CreatorsCarousel's card): avatar, then the name. */
export const CreatorPlaceholder = styled.div`
  ${creatorColumn}
`;

export const NameBar = styled.span`
  display: block;
  width: 70%;
  height: ${vars.fontSize.xs};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
`;

/** The avatar's place (Avatar lg), a still disc. */
export const AvatarDisc = styled.span`
  display: block;
  flex: none;
  width: ${vars.size['avatar-lg']};
  height: ${vars.size['avatar-lg']};
  border-radius: 50%;
  background: ${vars.color.skeleton};
`;
