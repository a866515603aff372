import styled from 'styled-components';
import { vars } from '../../tokens';

/** One rule per tone, shared by the inline alert and the modal's icon badge. */
const toneColours = `
  &[data-tone='info'] { background: ${vars.color['info-soft']}; color: ${vars.color['fg-on-info-soft']}; }
  &[data-tone='success'] { background: ${vars.color['success-soft']}; color: ${vars.color['fg-on-success-soft']}; }
  &[data-tone='warning'] { background: ${vars.color['warning-soft']}; color: ${vars.color['fg-on-warning-soft']}; }
  &[data-tone='danger'] { background: ${vars.color['danger-soft']}; color: ${vars.color['fg-on-danger-soft']}; }
`;

export const AlertRoot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[3]};
  align-items: start;
  padding: ${vars.space[5]};
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
  border-radius: ${vars.radius.lg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  ${toneColours}

  &[data-icon='none'] { grid-template-columns: minmax(0, 1fr); }
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  /* Centres a 20px icon on the first line of 17px × 1.65 text. */
  padding-top: ${vars.space[1]};
`;

export const AlertContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
`;

export const AlertBody = styled.div`
  & > p { margin: 0; }
`;

export const AlertAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  grid-column: 2;
  &[data-icon='none'] { grid-column: 1; }
`;

/** The tinted disc around the modal's icon. */
export const AlertDialogIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.pill};
  ${toneColours}
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;
