import { forwardRef, type HTMLAttributes } from 'react';
import type { TextTruncate } from '../Text';
import { HeadingRoot } from './Heading.styles';

export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl', 'display'] as const;
export type HeadingSize = (typeof headingSizes)[number];
export const headingTones = ['default', 'muted', 'subtle', 'accent'] as const;
export type HeadingTone = (typeof headingTones)[number];
export const headingElements = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span', 'div', 'legend'] as const;
export type HeadingElement = (typeof headingElements)[number];

/** Size when none is given, from the outline level. */
const defaultSize: Record<HeadingElement, HeadingSize> = {
  h1: '2xl',
  h2: 'xl',
  h3: 'lg',
  h4: 'md',
  h5: 'sm',
  h6: 'sm',
  p: 'lg',
  span: 'lg',
  div: 'lg',
  legend: 'md',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Element: the outline level (`h1`–`h6`, default `h2`), or p/span/div/legend for heading-styled text. */
  as?: HeadingElement;
  /**
   * Step of the display scale: sm 17, md 20, lg 24, xl 30, 2xl 38 px; `display` 30 px growing to 38
   * on desktops (a long document's title, as `Prose` draws an h1). Default follows the level.
   */
  size?: HeadingSize;
  /** Colour role. */
  tone?: HeadingTone;
  /** Bold (default) or medium for quieter section titles. */
  weight?: 'medium' | 'bold';
  /** Text alignment (logical). */
  align?: 'start' | 'center' | 'end';
  /** Clamp to whole lines with an ellipsis (`true` = 1 line); the full title stays in the DOM. */
  truncate?: TextTruncate;
  /** Read by screen readers, not drawn: an outline heading for a section whose title is visual only. */
  visuallyHidden?: boolean;
  /**
   * Line breaking: `pretty` (default) balances the last lines so no word sits alone; `greedy` fills
   * each line as far as it goes (the browser's plain wrapping: a title that must keep its breaks).
   */
  wrap?: 'pretty' | 'greedy';
}

/**
 * A title in the display face (Noto Serif Thai). Level and size are independent: pick `as` for the
 * document outline and `size` for the look.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { as = 'h2', size, tone = 'default', weight = 'bold', align, truncate, visuallyHidden, wrap, ...rest },
  ref,
) {
  const lines = truncate === true ? 1 : truncate || undefined;
  return (
    <HeadingRoot
      ref={ref}
      as={as}
      data-component="Heading"
      data-size={size ?? defaultSize[as]}
      data-tone={tone}
      data-weight={weight}
      data-align={align}
      data-wrap={wrap === 'greedy' ? 'greedy' : undefined}
      data-truncate={lines}
      data-visibility={visuallyHidden ? 'hidden' : 'visible'}
      {...rest}
    />
  );
});
