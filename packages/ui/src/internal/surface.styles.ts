import { css } from 'styled-components';
import { vars } from '../tokens';

/**
 * A card that floats above the page (Dialog, Menu, Toast): raised background, hairline border,
 * the large shadow, body type. Each adds its own radius, line-height and padding.
 */
export const raisedSurface = css`
  background: ${vars.color['surface-raised']};
  color: ${vars.color.fg};
  border: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.lg};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
`;
