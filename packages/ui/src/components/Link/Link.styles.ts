import styled from 'styled-components';
import { vars } from '../../tokens';

export const LinkRoot = styled.a`
  color: ${vars.color.link};
  text-decoration-line: underline;
  text-decoration-thickness: 1px;
  /* Below Thai lower vowels (ุ ู) so the underline never strikes through them. */
  text-underline-offset: 0.3em;
  text-decoration-skip-ink: auto;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  overflow-wrap: break-word;

  &:hover { text-decoration-thickness: 2px; }

  &[data-tone='inherit'] { color: inherit; }

  /* A link on its own line (sidebar, 'show all days'): no underline until hover, icon slots. */
  &[data-variant='standalone'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[3]};
    min-height: ${vars.size['control-md']};
    font-weight: ${vars.fontWeight.medium};
    text-decoration-line: none;
  }
  &[data-variant='standalone']:hover { text-decoration-line: underline; }

  & > [data-part='ExternalIcon'] { margin-inline-start: 0.2em; }
  &[data-variant='standalone'] > [data-part='ExternalIcon'] { margin-inline-start: 0; }
`;
