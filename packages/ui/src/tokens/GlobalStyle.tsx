import { createGlobalStyle } from 'styled-components';
import { vars } from './vars';

/**
 * The base element styles (box sizing, the body's face and colours, the focus ring, reduced
 * motion). Render it once at the root of an app or Storybook, beside the token sheet the app
 * imports as CSS (`import '@lightbearers/ui/tokens.css'`: the CSS variables and the light/night
 * colour schemes by `data-theme` on `<html>`).
 */
export const GlobalStyle = createGlobalStyle`
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
  /* A picture that could not load (pictureFallback): its box shows what is behind it, no broken icon. */
  img[data-failed] { visibility: hidden; }

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
