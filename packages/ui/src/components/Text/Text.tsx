import { forwardRef, type HTMLAttributes } from 'react';
import type { clampSteps } from '../../internal/text.styles';
import { TextRoot } from './Text.styles';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['default', 'muted', 'subtle', 'accent', 'danger', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textElements = [
  'p',
  'span',
  'div',
  'label',
  'strong',
  'em',
  'small',
  'time',
  'li',
  'dt',
  'dd',
  'figcaption',
  'blockquote',
] as const;
export type TextElement = (typeof textElements)[number];
export type TextTruncate = boolean | (typeof clampSteps)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; default `p`. Use `span` inside other text, `time` for dates, `label` for fields. */
  as?: TextElement;
  /** Step of the type scale: xs 13, sm 15, md 17 (body), lg 20, xl 24 px. */
  size?: TextSize;
  /** Colour role: muted for secondary lines (dates, counts), subtle for hints; inherit inside links. */
  tone?: TextTone;
  /** Font weight. */
  weight?: TextWeight;
  /** Text alignment (logical: `end` is right in Thai). */
  align?: 'start' | 'center' | 'end';
  /** Clamp to whole lines with an ellipsis (`true` = 1 line); the full text stays in the DOM. */
  truncate?: TextTruncate;
  /** Tabular figures, so counts and points line up in lists. */
  numeric?: boolean;
  /** Keep the author's line breaks (post descriptions, bios). */
  preserveLines?: boolean;
  /** Read by screen readers, not drawn (a link's new-tab hint, a loading region's status). */
  visuallyHidden?: boolean;
  /** For `as="label"`: the id of the control it labels. */
  htmlFor?: string;
  /** For `as="time"`: the machine-readable date (ISO 8601). */
  dateTime?: string;
}

/** Body text on the type scale: sizes, tones, weights and Thai-safe line clamping. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  {
    as = 'p',
    size = 'md',
    tone = 'default',
    weight = 'regular',
    align,
    truncate,
    numeric,
    preserveLines,
    visuallyHidden,
    ...rest
  },
  ref,
) {
  const lines = truncate === true ? 1 : truncate || undefined;
  return (
    <TextRoot
      ref={ref}
      as={as}
      data-component="Text"
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-align={align}
      data-truncate={lines}
      data-numeric={numeric ? 'tabular' : 'proportional'}
      data-line-breaks={preserveLines ? 'preserve' : 'collapse'}
      data-visibility={visuallyHidden ? 'hidden' : 'visible'}
      {...rest}
    />
  );
});
