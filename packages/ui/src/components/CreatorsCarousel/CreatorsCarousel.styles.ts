import styled from 'styled-components';
import { creatorColumn } from '../../internal/carousel.styles';
import { vars } from '../../tokens';

// The row's viewport and slides are shared with its loading row (CarouselSkeleton).
export { CreatorSlide, CreatorsContainer, CreatorsViewport } from '../../internal/carousel.styles';

export const CreatorCard = styled.a`
  ${creatorColumn}
  border-radius: ${vars.radius.md};
  text-decoration-line: none;

  &:hover { text-decoration-line: none; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
`;

export const CreatorName = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
