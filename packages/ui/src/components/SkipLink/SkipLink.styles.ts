import styled from 'styled-components';
import { actionLink } from '../../internal/actionLink.styles';
import { vars, visuallyHidden } from '../../tokens';

/**
 * The skip link: out of sight until it has focus, then a primary pill in the page's top corner,
 * above the sticky header (the global focus ring around it).
 */
export const SkipLinkRoot = styled.a`
  ${actionLink}
  && {
    position: fixed;
    inset-block-start: ${vars.space[3]};
    inset-inline-start: ${vars.space[3]};
    z-index: ${vars.zIndex.overlay};
    box-shadow: ${vars.shadow.md};
  }
  &&:not(:focus) { ${visuallyHidden} }
`;
