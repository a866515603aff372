import styled from 'styled-components';
import { vars } from '../../tokens';

export const LightboxOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  background: ${vars.color.canvas};
`;

export const LightboxContent = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  background: ${vars.color.canvas};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  outline: none;
`;

export const LightboxBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding: max(${vars.space[3]}, env(safe-area-inset-top)) ${vars.space[4]} ${vars.space[3]};
`;

export const LightboxCounter = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.medium};
`;

export const LightboxStage = styled.div`
  position: relative;
  min-height: 0;
  display: grid;
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);

  & > [data-part='Previous'],
  & > [data-part='Next'] {
    position: absolute;
    inset-block-start: 50%;
    translate: 0 -50%;
    z-index: 1;
  }
  & > [data-part='Previous'] { inset-inline-start: ${vars.space[4]}; }
  & > [data-part='Next'] { inset-inline-end: ${vars.space[4]}; }
`;

export const LightboxViewport = styled.div`
  overflow: hidden;
  min-height: 0;
  touch-action: pan-y pinch-zoom;
`;

export const LightboxTrack = styled.div`
  display: flex;
  block-size: 100%;
`;

export const LightboxSlide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};

  & > img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 100%;
    inline-size: auto;
    block-size: auto;
    object-fit: contain;
    cursor: pointer;
    user-select: none;
  }
`;
