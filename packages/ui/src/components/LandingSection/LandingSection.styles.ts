import styled from 'styled-components';
import { actionLink } from '../../internal/actionLink.styles';
import { mq, vars } from '../../tokens';
import { Link } from '../Link';

/** Every landing section: a full screen (100svh, so phone browser bars never cut it), centred content. */
export const SectionRoot = styled.section`
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 100svh;
  padding: ${vars.space[10]} ${vars.space[5]};
  overflow: hidden;
  background: ${vars.color.canvas};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  overflow-wrap: anywhere;

  &[data-tone='muted'] { background: ${vars.color['surface-sunken']}; }

  @media ${mq.tablet} { padding: ${vars.space[11]} ${vars.space[9]}; }
`;

export const SectionInner = styled.div`
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: 68rem;
  margin-inline: auto;

  &[data-align='center'] { align-items: center; text-align: center; }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  max-width: 22em;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};

  @media ${mq.desktop} { font-size: ${vars.fontSize['3xl']}; }
`;

export const SectionText = styled.p`
  margin: 0;
  max-width: 38em;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;

  @media ${mq.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    width: auto;
  }
`;

// Typed as the Link it wraps: the styled wrapper adds no props.
export const ActionLink = styled(Link)`
  ${actionLink}
` as typeof Link;

/* Hero ------------------------------------------------------------------------------------ */

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

/* About ----------------------------------------------------------------------------------- */

export const PointList = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${vars.space[6]}; }
`;

export const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  font-weight: ${vars.fontWeight.medium};
`;

export const Mark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${vars.size['mark-lg']};
  height: ${vars.size['mark-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

/* Member types ------------------------------------------------------------------------------ */

export const TypeList = styled.ul`
  display: grid;
  gap: ${vars.space[5]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${vars.space[6]}; }
`;

export const TypeCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[7]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.sm};
  text-align: start;
`;

export const TypeTitle = styled.h3`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const TypeText = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
`;
