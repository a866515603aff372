import styled, { css } from 'styled-components';
import { vars, visuallyHidden } from '../tokens';

export const FieldLabel = styled.label`
  align-self: flex-start;
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  /* Hidden from sight, kept for screen readers (a search box whose purpose the page makes obvious). */
  &[data-visibility='hidden'] { ${visuallyHidden} }
  [data-state='disabled'] > & { color: ${vars.color['fg-muted']}; }
`;

export const FieldRequiredMark = styled.span`
  padding-inline-start: ${vars.space[2]};
  color: ${vars.color.danger};
  font-weight: ${vars.fontWeight.bold};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};

  & > svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
    /* Sits on the first line of text, whatever the line-height. */
    margin-block-start: 0.2em;
  }
`;

/**
 * The bordered box of a text-like control (TextField, TextArea, Select, DateInput). It draws the
 * border, the focus ring and the state colours; the native element inside is borderless. States
 * come from the field root: `data-state` (invalid, disabled, readonly) and `data-size`.
 */
export const controlBox = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
  min-height: ${vars.size['control-md']};
  padding-inline: ${vars.space[4]};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  border: 1px solid ${vars.color['border-strong']};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &:hover { border-color: ${vars.color['fg-muted']}; }
  /* The ring follows the browser's focus-visible heuristics, drawn on the box, not the input. */
  &:has(:focus-visible) { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }

  [data-size='lg'] > & { min-height: ${vars.size['control-lg']}; padding-inline: ${vars.space[5]}; font-size: ${vars.fontSize.lg}; }

  /* A second, inner line so invalid is not told by colour alone: the border gets thicker. */
  [data-state='invalid'] > &,
  [data-state='invalid'] > &:hover {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  [data-state='readonly'] > & { background: ${vars.color['surface-sunken']}; border-style: dashed; }
  [data-state='disabled'] > &,
  [data-state='disabled'] > &:hover {
    background: ${vars.color['surface-sunken']};
    border-color: ${vars.color.border};
    color: ${vars.color['fg-muted']};
    cursor: not-allowed;
  }
`;

/** The borderless native element inside `controlBox`. */
export const controlElement = css`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: ${vars.space[3]} 0;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: inherit;
  letter-spacing: 0;
  /* The box draws the focus ring. */
  outline: none;

  &::placeholder { color: ${vars.color['fg-subtle']}; opacity: 1; }
  &:disabled { cursor: not-allowed; color: inherit; -webkit-text-fill-color: currentColor; opacity: 1; }
`;

/** Decorative text or icon at either end of the box: '@' before a handle, 'คะแนน' after an amount. */
export const FieldAdornment = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  color: ${vars.color['fg-muted']};
  white-space: nowrap;
  user-select: none;
`;
