import styled from 'styled-components';
import { mq, vars } from '../../tokens';

/** Plain elements inside, styled by tag: the page writes ordinary HTML. Line length ~ 40 Thai em. */
export const ProseRoot = styled.div`
  max-width: 40em;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  letter-spacing: 0;
  overflow-wrap: anywhere;

  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }

  & h1, & h2, & h3, & h4 {
    font-family: ${vars.font.display};
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.tight};
    margin: ${vars.space[9]} 0 ${vars.space[4]};
  }
  & h1 { font-size: ${vars.fontSize['2xl']}; margin-top: 0; }
  & h2 { font-size: ${vars.fontSize.xl}; }
  & h3 { font-size: ${vars.fontSize.lg}; margin-top: ${vars.space[7]}; }
  & h4 { font-size: ${vars.fontSize.md}; margin-top: ${vars.space[6]}; }

  @media ${mq.desktop} {
    & h1 { font-size: ${vars.fontSize['3xl']}; }
    & h2 { font-size: ${vars.fontSize['2xl']}; }
  }

  & p, & ul, & ol, & blockquote { margin: 0 0 ${vars.space[5]}; }
  & ul, & ol { padding-inline-start: ${vars.space[7]}; }
  & li { margin-bottom: ${vars.space[3]}; }
  & li > ul, & li > ol { margin: ${vars.space[3]} 0 0; }
  & li::marker { color: ${vars.color['fg-muted']}; }
  & strong { font-weight: ${vars.fontWeight.bold}; }

  & a:not([data-component]) {
    color: ${vars.color.link};
    text-decoration-line: underline;
    text-underline-offset: 0.3em;
  }

  & blockquote {
    padding: ${vars.space[4]} ${vars.space[5]};
    border-inline-start: ${vars.space[2]} solid ${vars.color.border};
    background: ${vars.color['surface-sunken']};
    border-radius: ${vars.radius.sm};
    color: ${vars.color['fg-muted']};
  }

  & hr {
    margin: ${vars.space[8]} 0;
    border: 0;
    border-top: 1px solid ${vars.color.border};
  }

  & small { color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; }
`;
