import styled, { keyframes } from 'styled-components';
import { raisedSurface } from '../../internal/surface.styles';
import { mq, vars, visuallyHidden } from '../../tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const popIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const sheetIn = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;
const sheetOut = keyframes`
  from { transform: none; }
  to { transform: translateY(100%); }
`;

/**
 * The backdrop is also the layout box: the card sits inside it (centred on tablet/desktop, docked
 * to the bottom on phones), so no transform is needed to centre it and tall dialogs never overflow.
 */
export const DialogOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: grid;
  /* One cell the size of the viewport (minus padding), so the card's max-height: 100% holds. */
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  place-items: center;
  padding: max(${vars.space[7]}, env(safe-area-inset-top)) max(${vars.space[7]}, env(safe-area-inset-right))
    max(${vars.space[7]}, env(safe-area-inset-bottom)) max(${vars.space[7]}, env(safe-area-inset-left));
  background: ${vars.color.backdrop};

  &[data-state='open'] { animation: ${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}; }
  &[data-state='closed'] { animation: ${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingExit}; }

  @media ${mq.phoneOnly} {
    align-items: end;
    justify-items: stretch;
    padding: max(${vars.space[9]}, env(safe-area-inset-top)) 0 0;
  }
`;

export const DialogCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  max-height: 100%;
  min-height: 0;
  overflow: hidden;
  ${raisedSurface}
  border-radius: ${vars.radius.xl};
  line-height: ${vars.lineHeight.body};

  &[data-size='sm'] { max-width: 420px; }
  &[data-size='lg'] { max-width: 760px; }

  &:focus { outline: none; }
  &[data-state='open'] { animation: ${popIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}; }
  &[data-state='closed'] { animation: ${fadeOut} ${vars.motion.durationFast} ${vars.motion.easingExit}; }

  @media ${mq.phoneOnly} {
    &[data-size] { max-width: none; }
    border-bottom: 0;
    border-radius: ${vars.radius.xl} ${vars.radius.xl} 0 0;
    padding-bottom: env(safe-area-inset-bottom);
    padding-left: env(safe-area-inset-left);
    padding-right: env(safe-area-inset-right);

    &[data-state='open'] { animation: ${sheetIn} ${vars.motion.durationSlow} ${vars.motion.easingStandard}; }
    &[data-state='closed'] { animation: ${sheetOut} ${vars.motion.durationNormal} ${vars.motion.easingExit}; }
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[6]} ${vars.space[4]};

  &[data-title='hidden'] { padding-bottom: 0; justify-content: flex-end; }
  /* Never display:none: the hidden title inside must stay in the accessibility tree. */
  &[data-title='hidden'][data-close='none'] { padding: 0; }
`;

export const DialogHeading = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  /* Lines the title up with the middle of the 44px close button. */
  padding-top: ${vars.space[2]};
`;

export const DialogIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

export const DialogTitleText = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;

  &[data-visibility='hidden'] { ${visuallyHidden} }
`;

export const DialogDescriptionText = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[2]} ${vars.space[6]} ${vars.space[4]};

  &:focus-visible { outline-offset: -3px; }
  /* A divider only when content scrolls under the actions. */
  &[data-overflow='scroll'] + [data-part='Footer'] { border-top: 1px solid ${vars.color.border}; }
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[6]} ${vars.space[6]};

  /* Phones: actions full width, the primary one (last in source) on top, nearest the thumb. */
  @media ${mq.phoneOnly} {
    flex-direction: column-reverse;
    align-items: stretch;
    & > * { width: 100%; }
  }
`;

/** Pulls the 44px close button into the corner so its glyph lines up with the title. */
export const DialogCloseSlot = styled.span`
  display: inline-flex;
  flex: none;
  margin: calc(-1 * ${vars.space[2]}) calc(-1 * ${vars.space[3]}) 0 0;
`;
