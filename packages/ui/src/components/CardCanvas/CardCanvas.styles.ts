import styled from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

export const CardCanvasRoot = styled.div`
  position: relative;
  display: block;
  min-width: 0;
`;

/** The whole card is the download button: a large, obvious touch target at a kiosk. */
export const CardCanvasButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  box-shadow: ${vars.shadow.md};
  overflow: hidden;
  cursor: pointer;
  transition: box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &:hover { box-shadow: ${vars.shadow.lg}; }
  &[aria-disabled='true'] { cursor: progress; }
`;

export const CardCanvasElement = styled.canvas`
  display: block;
  width: 100%;
  height: auto;
`;

export const CardCanvasText = styled.span`
  ${visuallyHidden}
`;
