import styled from 'styled-components';
import { toneColours } from '../../internal/tone';
import { vars } from '../../tokens';

/** The tinted disc around the modal's icon. */
export const AlertDialogIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${vars.size['mark-lg']};
  height: ${vars.size['mark-lg']};
  border-radius: ${vars.radius.pill};
  ${toneColours}
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;
