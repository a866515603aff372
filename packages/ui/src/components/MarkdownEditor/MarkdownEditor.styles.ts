import styled from 'styled-components';
import { controlBox, controlElement } from '../../internal/field.styles';
import { noticeBody } from '../../internal/noticeMarkdown.styles';
import { mq, vars } from '../../tokens';

/** 'เขียน' / 'ตัวอย่าง': shown where one panel shows at a time (phones, or `layout="tabs"`). */
export const MarkdownEditorTabs = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['surface-sunken']};
  align-self: flex-start;

  [data-layout='split'] > & { display: none; }
  @media ${mq.tablet} {
    [data-layout='auto'] > & { display: none; }
  }
`;

export const MarkdownEditorTab = styled.button`
  min-height: ${vars.size['control-sm']};
  margin: 0;
  padding: 0 ${vars.space[5]};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color['fg-muted']};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${vars.color.surface};
    color: ${vars.color.fg};
    box-shadow: ${vars.shadow.sm};
  }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const MarkdownEditorPanels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  min-width: 0;

  [data-layout='split'] > & { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media ${mq.tablet} {
    [data-layout='auto'] > & { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
`;

export const MarkdownEditorPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;

  [data-layout='tabs'] > * > &[data-state='inactive'] { display: none; }
  @media ${mq.phoneOnly} {
    [data-layout='auto'] > * > &[data-state='inactive'] { display: none; }
  }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; border-radius: ${vars.radius.md}; }
`;

export const MarkdownEditorBox = styled.div`
  ${controlBox}
  flex: 1 1 auto;
  align-items: stretch;
  padding-inline-end: ${vars.space[2]};
  cursor: text;
`;

export const MarkdownEditorInput = styled.textarea`
  ${controlElement}
  display: block;
  min-block-size: calc(10 * 1lh + 2 * ${vars.space[3]});
  padding-inline-end: ${vars.space[2]};
  resize: vertical;
  font-variant-ligatures: none;
  &:read-only { cursor: default; }
`;

export const MarkdownEditorPreviewNote = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

/** The preview: the notice body's own look, on the page colour members read it on. */
export const MarkdownEditorPreview = styled.div`
  flex: 1 1 auto;
  min-block-size: calc(10 * 1lh + 2 * ${vars.space[3]});
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px dashed ${vars.color['border-strong']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.canvas};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;
  ${noticeBody}

  & [data-part='Empty'] { color: ${vars.color['fg-muted']}; }
`;
