import styled from 'styled-components';
import * as th from '../i18n/th';
import { SunIcon } from '../icons';
import { mq, vars, visuallyHidden } from '../tokens';

const LogoRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.color.fg};
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  white-space: nowrap;

  &[data-wordmark='phone-hidden'] > [data-part='Wordmark'] {
    @media ${mq.phoneOnly} { ${visuallyHidden} }
  }
`;

const LogoMark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${vars.size['mark-md']};
  height: ${vars.size['mark-md']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color['fg-on-accent']};
`;

/**
 * The product mark (a sun disc in saffron) and its wordmark; the wordmark can give way to the mark
 * alone on phones while staying the accessible name. Used by AppHeader and SideNav.
 */
export function Logo({ wordmark = 'always' }: { wordmark?: 'always' | 'phone-hidden' }) {
  return (
    <LogoRoot data-part="Logo" data-wordmark={wordmark}>
      <LogoMark aria-hidden="true">
        <SunIcon />
      </LogoMark>
      <span data-part="Wordmark">{th.brand}</span>
    </LogoRoot>
  );
}
