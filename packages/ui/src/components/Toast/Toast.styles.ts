import styled, { keyframes } from 'styled-components';
import { raisedSurface } from '../../internal/surface.styles';
import { toneColours } from '../../internal/tone';
import { mq, vars } from '../../tokens';

const slideInRight = keyframes`
  from { transform: translateX(calc(100% + ${vars.space[7]})); }
  to { transform: none; }
`;
const slideInUp = keyframes`
  from { transform: translateY(calc(100% + ${vars.space[5]})); }
  to { transform: none; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOutRight = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + ${vars.space[7]})); }
`;
const swipeOutDown = keyframes`
  from { transform: translateY(var(--radix-toast-swipe-end-y)); }
  to { transform: translateY(calc(100% + ${vars.space[5]})); }
`;

/** Bottom-right stack on tablet/desktop; full width at the bottom on phones, above the safe area. */
export const ToastViewportRoot = styled.ol`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 420px;
  max-width: 100vw;
  margin: 0;
  padding: ${vars.space[7]};
  padding-bottom: max(${vars.space[7]}, env(safe-area-inset-bottom));
  list-style: none;
  outline: none;

  &:focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: -3px; }

  @media ${mq.phoneOnly} {
    left: 0;
    width: auto;
    padding: ${vars.space[4]};
    padding-bottom: calc(${vars.space[4]} + env(safe-area-inset-bottom));
  }
`;

export const ToastRoot = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[3]} ${vars.space[4]} ${vars.space[5]};
  ${raisedSurface}
  border-radius: ${vars.radius.lg};
  line-height: ${vars.lineHeight.snug};

  &[data-layout='text'] { grid-template-columns: minmax(0, 1fr) auto; }

  &[data-state='open'] { animation: ${slideInRight} ${vars.motion.durationSlow} ${vars.motion.easingStandard}; }
  &[data-state='closed'] { animation: ${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easingExit}; }
  &[data-swipe='move'] {
    transform: translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0));
  }
  &[data-swipe='cancel'] {
    transform: none;
    transition: transform ${vars.motion.durationNormal} ${vars.motion.easingStandard};
  }
  &[data-swipe='end'][data-swipe-direction='right'] {
    animation: ${swipeOutRight} ${vars.motion.durationNormal} ${vars.motion.easingExit};
  }
  &[data-swipe='end'][data-swipe-direction='down'] {
    animation: ${swipeOutDown} ${vars.motion.durationNormal} ${vars.motion.easingExit};
  }

  @media ${mq.phoneOnly} {
    &[data-state='open'] { animation: ${slideInUp} ${vars.motion.durationSlow} ${vars.motion.easingStandard}; }
  }
`;

export const ToastIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${vars.size['mark-md']};
  height: ${vars.size['mark-md']};
  margin-top: ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  & > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }

  ${toneColours}
`;

export const ToastText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  /* Centres a one-line toast on the 44px close button. */
  padding-top: ${vars.space[3]};
  overflow-wrap: anywhere;
`;

export const ToastTitle = styled.div`
  font-weight: ${vars.fontWeight.bold};
`;

export const ToastDescription = styled.div`
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.body};
`;

export const ToastActions = styled.div`
  grid-column: 2 / -1;
  display: flex;
  justify-content: flex-start;
  gap: ${vars.space[3]};
  [data-layout='text'] > & { grid-column: 1 / -1; }
`;
