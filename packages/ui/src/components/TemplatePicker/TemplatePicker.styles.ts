import styled from 'styled-components';
import { vars } from '../../tokens';

/** Thumbnails wrap on wide screens; on a phone they scroll sideways and snap. */
export const TemplatePickerRoot = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${vars.space[4]};
  min-width: 0;

  &[data-layout='scroll'] {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(132px, 160px);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding-block: ${vars.space[2]};
    padding-inline: ${vars.space[2]};
  }
`;

export const TemplatePickerOption = styled.button`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[3]};
  min-width: 0;
  min-height: ${vars.size['control-md']};
  padding: ${vars.space[3]};
  border: 2px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  cursor: pointer;
  scroll-snap-align: start;
  touch-action: manipulation;
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &:hover { border-color: ${vars.color['border-strong']}; }

  &[data-state='on'] {
    border-color: ${vars.color.accent};
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
    box-shadow: ${vars.shadow.sm};
  }
`;

export const TemplatePickerThumb = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${vars.radius.sm};
  background: ${vars.color['surface-sunken']};
  aspect-ratio: 1;
  object-fit: cover;
  /* The landscape certificates are 1000×773 (product §9). */
  &[data-shape='landscape'] { aspect-ratio: 1000 / 773; }
`;

export const TemplatePickerLabel = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  overflow-wrap: anywhere;
`;

export const TemplatePickerCheck = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;
`;
