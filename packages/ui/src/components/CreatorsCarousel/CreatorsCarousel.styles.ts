import styled from 'styled-components';
import { vars } from '../../tokens';

// The row's viewport and slides are shared with its loading row (CarouselSkeleton).
export { CreatorSlide, CreatorsContainer, CreatorsViewport } from '../../internal/carousel.styles';

export const CreatorCard = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  height: 100%;
  padding: 0 ${vars.space[2]};
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
