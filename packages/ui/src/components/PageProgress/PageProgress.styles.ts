import { PROGRESS_BAR } from '@lightbearers/domain';
import styled from 'styled-components';
import { vars } from '../../tokens';

// The creep's duration is the product's constant (domain's PROGRESS_BAR), read once at module load:
// the template stays static.
const creep = `${PROGRESS_BAR.durationMs}ms`;

export const PageProgressRoot = styled.div`
  position: fixed;
  inset-inline: 0;
  top: 0;
  z-index: ${vars.zIndex.toast};
  height: ${vars.space[2]};
  overflow: hidden;
  pointer-events: none;
  opacity: 0;

  &[data-state='loading'] { opacity: 1; }
  &[data-state='complete'] {
    opacity: 0;
    transition: opacity ${vars.motion.durationSlow} ${vars.motion.easingExit} ${vars.motion.durationNormal};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state='complete'] { transition: none; }
  }
`;

export const PageProgressBar = styled.div`
  width: 100%;
  height: 100%;
  background: ${vars.color.accent};
  transform-origin: left center;
  transform: scaleX(0);

  [data-state='loading'] > & {
    transform: scaleX(0.9);
    transition: transform ${creep} cubic-bezier(0.1, 0.6, 0.3, 1);
  }
  [data-state='complete'] > & {
    transform: scaleX(1);
    transition: transform ${vars.motion.durationNormal} ${vars.motion.easingStandard};
  }

  /* Reduced motion: no creeping; the bar stands at full width while loading, then disappears. */
  @media (prefers-reduced-motion: reduce) {
    [data-state='loading'] > &,
    [data-state='complete'] > & {
      transform: scaleX(1);
      transition: none;
    }
  }
`;
