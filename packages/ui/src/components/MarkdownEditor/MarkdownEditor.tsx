import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { NoticeMarkdown } from '../../internal/noticeMarkdown';
import { Field } from '../Field';
import {
  MarkdownEditorBox,
  MarkdownEditorInput,
  MarkdownEditorPanel,
  MarkdownEditorPanels,
  MarkdownEditorPreview,
  MarkdownEditorPreviewNote,
  MarkdownEditorTab,
  MarkdownEditorTabs,
} from './MarkdownEditor.styles';

export const markdownEditorLayouts = ['auto', 'tabs', 'split'] as const;
export type MarkdownEditorLayout = (typeof markdownEditorLayouts)[number];
export const markdownEditorModes = ['write', 'preview'] as const;
export type MarkdownEditorMode = (typeof markdownEditorModes)[number];

export interface MarkdownEditorProps
  extends Omit<FieldWrapperProps, 'hint'>,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The Markdown text (controlled). */
  value: string;
  /** Called with the text on every change. */
  onValueChange: (value: string) => void;
  /** Help under the label; by default the Markdown a notice understands. `null` for none. */
  hint?: FieldWrapperProps['hint'] | null;
  /**
   * auto (default): tabs 'เขียน' / 'ตัวอย่าง' on phones, side by side from tablets; tabs: always
   * one at a time; split: always side by side.
   */
  layout?: MarkdownEditorLayout;
  /** The tab shown first where one shows at a time. @default 'write' */
  defaultMode?: MarkdownEditorMode;
}

/**
 * A Markdown text box with a live preview drawn by the renderer members read notices with
 * (react-markdown, no raw HTML, unsafe links inert) — what staff see is what members get. On phones
 * two tabs switch between writing and the preview; on wider screens they sit side by side.
 * Controlled; the ref and rest props reach the `<textarea>`.
 */
export const MarkdownEditor = forwardRef<HTMLTextAreaElement, MarkdownEditorProps>(function MarkdownEditor(
  {
    value,
    onValueChange,
    hint = th.markdownEditor.hint,
    layout = 'auto',
    defaultMode = 'write',
    rows,
    readOnly,
    ...props
  },
  ref,
) {
  const [field, rest] = splitFieldProps({ ...props, hint: hint ?? undefined });
  const [mode, setMode] = useState<MarkdownEditorMode>(defaultMode);
  const base = useId();
  const tabRefs = useRef<Record<MarkdownEditorMode, HTMLButtonElement | null>>({
    write: null,
    preview: null,
  });
  const ids = {
    write: { tab: `${base}-write-tab`, panel: `${base}-write` },
    preview: { tab: `${base}-preview-tab`, panel: `${base}-preview` },
  };

  // Arrow keys, Home and End move between the two tabs and show the one they land on.
  const tabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, MarkdownEditorMode> = {
      ArrowLeft: mode === 'write' ? 'preview' : 'write',
      ArrowRight: mode === 'write' ? 'preview' : 'write',
      Home: 'write',
      End: 'preview',
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    setMode(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Field data-component="MarkdownEditor" data-layout={layout} {...field} readOnly={readOnly}>
      {(control) => (
        <>
          <MarkdownEditorTabs role="tablist" aria-label={th.markdownEditor.modes} data-part="Tabs">
            {markdownEditorModes.map((m) => (
              <MarkdownEditorTab
                key={m}
                ref={(node) => {
                  tabRefs.current[m] = node;
                }}
                type="button"
                role="tab"
                id={ids[m].tab}
                aria-selected={mode === m}
                aria-controls={ids[m].panel}
                tabIndex={mode === m ? 0 : -1}
                data-part="Tab"
                data-state={mode === m ? 'active' : 'inactive'}
                onClick={() => setMode(m)}
                onKeyDown={tabKey}
              >
                {th.markdownEditor[m]}
              </MarkdownEditorTab>
            ))}
          </MarkdownEditorTabs>
          <MarkdownEditorPanels data-part="Panels">
            <MarkdownEditorPanel
              role="tabpanel"
              id={ids.write.panel}
              aria-labelledby={ids.write.tab}
              data-part="Write"
              data-state={mode === 'write' ? 'active' : 'inactive'}
            >
              <MarkdownEditorBox data-part="Control">
                <MarkdownEditorInput
                  ref={ref}
                  rows={rows}
                  disabled={field.disabled}
                  readOnly={readOnly}
                  {...control}
                  {...rest}
                  value={value}
                  onChange={(event) => onValueChange(event.target.value)}
                />
              </MarkdownEditorBox>
            </MarkdownEditorPanel>
            <MarkdownEditorPanel
              role="tabpanel"
              id={ids.preview.panel}
              aria-labelledby={ids.preview.tab}
              tabIndex={0}
              data-part="PreviewPanel"
              data-state={mode === 'preview' ? 'active' : 'inactive'}
            >
              <MarkdownEditorPreviewNote data-part="Note">
                {th.markdownEditor.previewNote}
              </MarkdownEditorPreviewNote>
              <MarkdownEditorPreview data-part="Preview">
                {value.trim() ? (
                  <NoticeMarkdown body={value} />
                ) : (
                  <p data-part="Empty">{th.markdownEditor.previewEmpty}</p>
                )}
              </MarkdownEditorPreview>
            </MarkdownEditorPanel>
          </MarkdownEditorPanels>
        </>
      )}
    </Field>
  );
});
