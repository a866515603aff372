import { css } from 'styled-components';
import { vars } from '../tokens';

/**
 * The base of every button-like control (Button, IconButton): a pill with a transparent hairline
 * border (variants colour it), the pointer, the fast colour transition and the 1px press.
 * Each component adds its box, its variants and its disabled look.
 */
export const pressable = css`
  position: relative;
  border: 1px solid transparent;
  border-radius: ${vars.radius.pill};
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
    border-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
    transform ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &:active:not(:disabled) { transform: translateY(1px); }
`;
