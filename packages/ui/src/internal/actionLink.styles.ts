import { css } from 'styled-components';
import { vars } from '../tokens';
import { pressable } from './pressable.styles';

/**
 * A `Link` that looks like a `Button` (a navigation with a call to action: 'กลับหน้าแรก',
 * 'สำรวจโพสต์ทั้งหมด'). Apply with `styled(Link)` and set `data-variant="primary|secondary"` on it;
 * `&&` outweighs the Link's own underline rules.
 */
export const actionLink = css`
  && {
    ${pressable}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[3]};
    box-sizing: border-box;
    min-height: ${vars.size['control-lg']};
    padding: ${vars.space[4]} ${vars.space[8]};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
    line-height: ${vars.lineHeight.snug};
    text-align: center;
    text-decoration-line: none;
  }
  &&[data-variant='primary'] { background: ${vars.color.accent}; color: ${vars.color['fg-on-accent']}; }
  &&[data-variant='primary']:hover { background: ${vars.color['accent-hover']}; }
  &&[data-variant='secondary'] {
    background: ${vars.color.surface};
    color: ${vars.color.fg};
    border-color: ${vars.color['border-strong']};
  }
  &&[data-variant='secondary']:hover { background: ${vars.color['surface-sunken']}; }
`;
