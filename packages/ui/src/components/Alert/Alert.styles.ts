import styled from 'styled-components';
import { toneColours } from '../../internal/tone';
import { vars } from '../../tokens';

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

  &[data-layout='text'] { grid-template-columns: minmax(0, 1fr); }
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
  &[data-layout='text'] { grid-column: 1; }
`;
