import styled from 'styled-components';
import { actionLink } from '../../internal/actionLink.styles';
import { mq, vars } from '../../tokens';
import { Link } from '../Link';

// Typed as the Link it wraps: the styled wrapper adds no props.
export const ActionLink = styled(Link)`
  ${actionLink}
` as typeof Link;

export const HeroMedia = styled.div`
  position: absolute;
  inset: 0;

  & > img, & > video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* A scrim of the page colour keeps the text readable over any frame, in both themes. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      to bottom,
      color-mix(in srgb, ${vars.color.canvas} 62%, transparent),
      color-mix(in srgb, ${vars.color.canvas} 90%, transparent)
    );
  }
`;

export const HeroTitle = styled.h1`
  margin: 0;
  max-width: 14em;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};

  @media ${mq.desktop} { font-size: calc(${vars.fontSize['3xl']} * 1.5); }
`;

export const HeroText = styled.p`
  margin: 0;
  max-width: 34em;
  font-size: ${vars.fontSize.lg};
`;
