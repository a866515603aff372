import styled from 'styled-components';
import { choiceGroup, choiceLegend } from '../../internal/choice.styles';
import { mq, vars } from '../../tokens';

export const ImagePickerRoot = styled.fieldset`
  ${choiceGroup}
  gap: ${vars.space[3]};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const ImagePickerLegend = styled.legend`
  ${choiceLegend}
  [data-state='disabled'] > & { color: ${vars.color['fg-muted']}; }
`;

/** The add button and the drop hint; a dashed well that files can be dropped on. */
export const ImagePickerDrop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color['border-strong']};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  [data-drop='over'] > & {
    border-style: solid;
    border-color: ${vars.color.accent};
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
  }
  [data-state='invalid'] > & { border-color: ${vars.color.danger}; }
`;

/** Only where a pointer can drag files: phones pick through the button. */
export const ImagePickerDropHint = styled.span`
  display: none;
  @media ${mq.desktop} { display: inline; }
`;

export const ImagePickerList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.tablet} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export const ImagePickerTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const ImagePickerFrame = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};

  & > img { display: block; width: 100%; height: 100%; object-fit: cover; }
  [data-state='failed'] > & { border-color: ${vars.color.danger}; box-shadow: inset 0 0 0 1px ${vars.color.danger}; }
  [data-state='uploading'] > & > img { opacity: 0.5; }
`;

export const ImagePickerCover = styled.span`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
`;

/** Over the picture while it uploads: the spinner and the progress bar. */
export const ImagePickerProgress = styled.div`
  position: absolute;
  inset: auto 0 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  background: ${vars.color['surface-raised']};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.xs};

  & > progress {
    width: 100%;
    height: ${vars.space[3]};
    appearance: none;
    border: 0;
    border-radius: ${vars.radius.pill};
    background: ${vars.color['surface-sunken']};
    overflow: hidden;
  }
  & > progress::-webkit-progress-bar { background: ${vars.color['surface-sunken']}; }
  & > progress::-webkit-progress-value { background: ${vars.color.accent}; border-radius: ${vars.radius.pill}; }
  & > progress::-moz-progress-bar { background: ${vars.color.accent}; }
`;

export const ImagePickerFailure = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.danger};
  font-weight: ${vars.fontWeight.medium};

  & > svg { flex: none; width: 1.1em; height: 1.1em; margin-block-start: 0.2em; }
`;

export const ImagePickerActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};

  & > [data-part='Remove'] { margin-inline-start: auto; }
`;
