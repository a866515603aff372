import { graphemeLength } from '@lightbearers/domain';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  forwardRef,
  type MouseEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { joinIds } from '../../internal/useField';
import { useMergedRef } from '../../internal/useMergedRef';
import { Field } from '../Field';
import { TextAreaBox, TextAreaCounter, TextAreaInput, TextAreaSpoken } from './TextArea.styles';

export interface TextAreaProps
  extends FieldWrapperProps,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {
  /** Lines shown when empty; the box never gets shorter. */
  rows?: number;
  /** Lines the box grows to with its content before it scrolls. */
  maxRows?: number;
  /** Shows an 'n / max' counter of user-perceived characters (Thai marks count with their base). */
  maxCount?: number;
}

// Decided once: every browser that has `field-sizing` grows the box in CSS, without layout reads.
const cssGrows =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** Fallback growth for browsers without `field-sizing`: fit the height to the content. */
function fitHeight(el: HTMLTextAreaElement | null) {
  if (!el || cssGrows) return;
  el.style.height = 'auto';
  el.style.height = `${el.scrollHeight}px`;
}

/**
 * A multi-line text input that grows with its content up to `maxRows`, with an optional
 * character counter. Controlled or uncontrolled; the ref and rest props reach the `<textarea>`.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 3, maxRows = 8, maxCount, readOnly, value, defaultValue, onChange, style, ...props },
  ref,
) {
  const [field, rest] = splitFieldProps(props);
  const { disabled } = field;
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, areaRef);
  const controlled = value !== undefined;
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const text = controlled ? String(value) : typed;
  const count = maxCount === undefined ? 0 : graphemeLength(text);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-fit whenever the text changes.
  useLayoutEffect(() => fitHeight(areaRef.current), [text]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!controlled) setTyped(event.target.value);
    onChange?.(event);
  };
  const focusArea = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== areaRef.current && !disabled) areaRef.current?.focus();
  };
  // The only per-instance values, passed as CSS variables so the styled template stays static.
  const sizing = { '--textarea-rows': rows, '--textarea-max-rows': maxRows, ...style } as CSSProperties;

  return (
    <Field data-component="TextArea" {...field} readOnly={readOnly}>
      {(control, wiring) => {
        const counterId = maxCount === undefined ? undefined : `${wiring.controlId}-counter`;
        return (
          <>
            {/* A pointer convenience only: keyboard users tab straight to the textarea. */}
            <TextAreaBox data-part="Control" onClick={focusArea}>
              <TextAreaInput
                ref={mergedRef}
                rows={rows}
                disabled={disabled}
                readOnly={readOnly}
                value={value}
                defaultValue={defaultValue}
                onChange={handleChange}
                style={sizing}
                {...control}
                aria-describedby={joinIds(control['aria-describedby'], counterId)}
                {...rest}
              />
            </TextAreaBox>
            {maxCount === undefined ? null : (
              <TextAreaCounter data-part="Counter" data-state={count > maxCount ? 'over' : 'within'}>
                <span aria-hidden="true">{th.field.counter(count, maxCount)}</span>
                <TextAreaSpoken id={counterId}>{th.field.counterSpoken(count, maxCount)}</TextAreaSpoken>
              </TextAreaCounter>
            )}
          </>
        );
      }}
    </Field>
  );
});
