import { createGlobalStyle } from 'styled-components';
import { tokensCss } from './css';
import { vars } from './vars';

// Built once at module load: the sheet is static, so styled-components never re-computes it.
const sheet = tokensCss();

/**
 * Emits the design tokens as CSS variables, the light/night colour schemes (by `data-theme` on
 * `<html>`), and the base element styles. Render it once at the root of an app or Storybook.
 */
export const GlobalStyle = createGlobalStyle`
  ${sheet}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${vars.color.canvas};
    color: ${vars.color.fg};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.body};
    letter-spacing: 0;
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
  }

  button, input, select, textarea { font: inherit; color: inherit; letter-spacing: inherit; }

  img, svg, video, canvas { display: block; max-width: 100%; }

  :focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
