import styled from 'styled-components';
import { vars } from '../../tokens';

/**
 * The post composer's image picker as the stories show it: a native file input, lightly styled so
 * its button uses the bundled font. The real picker belongs to the app; this only demonstrates
 * `Field` around a control the design system has no component for.
 */
export const StoryFilePicker = styled.input`
  max-width: 100%;
  color: ${vars.color['fg-muted']};
  font: inherit;
  font-size: ${vars.fontSize.sm};

  &::file-selector-button {
    min-height: 44px;
    margin-inline-end: ${vars.space[4]};
    padding: ${vars.space[3]} ${vars.space[5]};
    border: 1px solid ${vars.color['border-strong']};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.fg};
    font: inherit;
    font-weight: ${vars.fontWeight.bold};
    cursor: pointer;
  }
`;
