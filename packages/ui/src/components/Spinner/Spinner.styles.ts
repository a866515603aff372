import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-block;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  border-radius: 50%;
  border: 0.18em solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: -0.2em;

  &[data-size='sm'] { width: 1em; height: 1em; }
  &[data-size='lg'] { width: 2.25em; height: 2.25em; border-width: 0.2em; color: ${vars.color.accent}; }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
