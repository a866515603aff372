import { mq, Text, vars } from '@lightbearers/ui';
import styled from 'styled-components';

/** The home page's lead: ui's `Text`, kept to a readable measure. */
export const PageLead = styled(Text)`
  max-width: 60ch;
`;

export const VariantList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${vars.space[7]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A whole variant tile is one link: a large touch target. */
export const VariantTile = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  height: 100%;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.fg};
  text-decoration: none;
  touch-action: manipulation;
  transition: box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard};
  &:hover { box-shadow: ${vars.shadow.md}; border-color: ${vars.color['border-strong']}; }
`;

export const VariantThumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1000 / 773;
  object-fit: contain;
  border-radius: ${vars.radius.sm};
  background: ${vars.color['surface-sunken']};
`;

export const VariantMeta = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
  color: ${vars.color['fg-muted']};
  & code { font-family: inherit; color: ${vars.color.accent}; font-weight: ${vars.fontWeight.bold}; }
`;

/** Form beside the preview on a kiosk screen; stacked on narrow ones. */
export const CardLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[8]};
  align-items: start;
  @media ${mq.desktop} { grid-template-columns: minmax(340px, 2fr) minmax(0, 3fr); }
`;

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/**
 * Keeps the whole card in view on a kiosk screen: as wide as the column, but never taller than the
 * screen below the header (a landscape certificate is 1000×773, the others square).
 */
export const PreviewFrame = styled.div`
  width: 100%;
  margin-inline: auto;
  @media ${mq.desktop} {
    &[data-shape='landscape'] { width: min(100%, calc((100dvh - 260px) * 1000 / 773)); }
    &[data-shape='square'] { width: min(100%, calc(100dvh - 260px)); }
  }
`;
