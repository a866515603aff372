export type { MarkdownEditorLayout, MarkdownEditorMode, MarkdownEditorProps } from './MarkdownEditor';
export { MarkdownEditor, markdownEditorLayouts, markdownEditorModes } from './MarkdownEditor';
