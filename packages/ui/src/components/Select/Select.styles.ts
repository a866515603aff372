import styled from 'styled-components';
import { controlBox, controlElement } from '../../internal/field.styles';
import { vars } from '../../tokens';

export const SelectBox = styled.div`
  ${controlBox}
  /* The select fills the box, so the whole box opens the list; it carries the padding itself. */
  padding-inline: 0;
  [data-size='lg'] > & { padding-inline: 0; }
`;

export const SelectNative = styled.select`
  ${controlElement}
  appearance: none;
  /* Room for the chevron at the end. */
  padding-inline: ${vars.space[4]} ${vars.space[10]};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  [data-size='lg'] > * > & { padding-inline-start: ${vars.space[5]}; }

  /* The placeholder option is showing: muted, like a text field's placeholder. */
  &:has(> option[data-part='Placeholder']:checked) { color: ${vars.color['fg-subtle']}; }

  /* The open list on desktop browsers; phones draw their own native sheet. */
  & option,
  & optgroup {
    background: ${vars.color.surface};
    color: ${vars.color.fg};
  }
`;

export const SelectChevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${vars.space[4]};
  display: flex;
  align-items: center;
  color: ${vars.color['fg-muted']};
  pointer-events: none;

  & > svg { width: 20px; height: 20px; }
  [data-state='disabled'] > * > & { opacity: 0.6; }
`;
