import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

export const PageTitle = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.fg};
  @media (max-width: 639.98px) { font-size: ${vars.fontSize['2xl']}; }
`;

export const PageLead = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color['fg-muted']};
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

export const VariantName = styled.span`
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
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
  @media (min-width: 1024px) { grid-template-columns: minmax(340px, 2fr) minmax(0, 3fr); }
`;

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const PreviewHint = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  text-align: center;
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  line-height: ${vars.lineHeight.snug};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${vars.space[4]} ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['info-soft']};
  color: ${vars.color['fg-on-info-soft']};
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
`;

/**
 * Keeps the whole card in view on a kiosk screen: as wide as the column, but never taller than the
 * screen below the header (a landscape certificate is 1000×773, the others square).
 */
export const PreviewFrame = styled.div`
  width: 100%;
  margin-inline: auto;
  @media (min-width: 1024px) {
    &[data-shape='landscape'] { width: min(100%, calc((100dvh - 260px) * 1000 / 773)); }
    &[data-shape='square'] { width: min(100%, calc(100dvh - 260px)); }
  }
`;
