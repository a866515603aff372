import { css } from 'styled-components';
import { vars } from '../tokens';

/**
 * The row of a choice (a Checkbox, a RadioGroup option): the whole row is the label, so the tap
 * target is the row (at least 44px tall), not the 24px mark. Each control adds its disabled rule.
 */
export const choiceRow = css`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  min-height: ${vars.size['control-md']};
  padding-block: ${vars.space[3]};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
  cursor: pointer;
`;

/** A `<fieldset>` of radios (RadioGroup, CardForm's units) without the browser's border and padding. */
export const choiceGroup = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The `<legend>` of a choice group, the group's visible name: it reads like a field label. */
export const choiceLegend = css`
  padding: 0 0 ${vars.space[2]};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
`;
