import styled from 'styled-components';
import { mq, vars } from '../tokens';

/*
 * What the landing page's sections share (LandingHero, LandingAbout, LandingMemberTypes,
 * LandingCall): the full-screen section, its centred column, the h2 and its sentence, the actions
 * row and the round mark beside a point or a card.
 */

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
