import styled from 'styled-components';
import { vars } from '../../tokens';

/** The square crop area: the picture on a canvas, the circle cut out of a darkened veil above it. */
export const AvatarCropStage = styled.div`
  position: relative;
  width: min(100%, 18rem);
  aspect-ratio: 1;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  cursor: grab;
  touch-action: none;
  user-select: none;

  &:active { cursor: grabbing; }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background: radial-gradient(circle closest-side, transparent 99%, ${vars.color.backdrop} 100%);
    box-shadow: inset 0 0 0 1px ${vars.color.border};
  }
`;

export const AvatarCropStageCanvas = styled.canvas`
  display: block;
  width: 100%;
  height: 100%;
`;

export const AvatarCropPreview = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color['fg-muted']};
  text-align: center;
`;

export const AvatarCropZoom = styled.input`
  width: min(100%, 18rem);
  min-height: ${vars.size['control-md']};
  accent-color: ${vars.color.accent};
`;

/** The 120×120 result, round as the avatar will be. */
export const AvatarCropPreviewCanvas = styled.canvas`
  width: ${vars.size['avatar-2xl']};
  height: ${vars.size['avatar-2xl']};
  border-radius: 50%;
  box-shadow: 0 0 0 1px ${vars.color.border};
`;
