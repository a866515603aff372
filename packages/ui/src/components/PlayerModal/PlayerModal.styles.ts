import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const PlayerOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  background: ${vars.color.backdrop};
`;

/** Full screen on every width: the bar on top, the stage filling the rest. */
export const PlayerContent = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  flex-direction: column;
  padding: max(${vars.space[3]}, env(safe-area-inset-top)) max(${vars.space[3]}, env(safe-area-inset-right))
    max(${vars.space[3]}, env(safe-area-inset-bottom)) max(${vars.space[3]}, env(safe-area-inset-left));
  background: ${vars.color.canvas};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};

  &:focus { outline: none; }
`;

export const PlayerBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding-inline-start: ${vars.space[3]};
`;

export const PlayerTitle = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const PlayerCounter = styled.span`
  flex: none;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/** Arrows beside the video on wide screens; below it, either side, on phones. */
export const PlayerStage = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[3]};

  @media ${mq.phoneOnly} {
    grid-template-columns: 1fr 1fr;
    grid-template-rows: minmax(0, 1fr) auto;
    & > [data-part='Frame'] { grid-column: 1 / -1; grid-row: 1; }
    & > :first-child { grid-row: 2; justify-self: start; }
    & > :last-child { grid-row: 2; justify-self: end; }
  }
`;

export const PlayerNav = styled.div`
  display: flex;
`;

export const PlayerFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  justify-self: center;
  width: 100%;
  max-height: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};

  &[data-shape='portrait'] { width: auto; height: 100%; aspect-ratio: 9 / 16; }

  & > iframe { width: 100%; height: 100%; border: 0; }
`;
