import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import type { Gap } from '../../internal/layout';
import { PageColumnRoot, pageColumnWidths } from './PageColumn.styles';

export { pageColumnWidths };
export type PageColumnWidth = (typeof pageColumnWidths)[number];

/**
 * The padding around the page, steps of the spacing scale, as CSS writes it: `[block, inline]` or
 * `[top, inline, bottom]`.
 */
export type PageColumnPadding = readonly [Gap, Gap] | readonly [Gap, Gap, Gap];

export interface PageColumnProps extends ComponentPropsWithoutRef<'div'> {
  /** The column's largest width, named by what the page holds (the size scale's `column-…`). */
  width: PageColumnWidth;
  /** Space between the page's rows, a step of the spacing scale (default 5, 16px). */
  gap?: Gap;
  /** Space around the page (default `['8', '5']`: 32px above and below, 16px at the sides). */
  padding?: PageColumnPadding;
  /** Element to render: `section` for a titled page, `main` or `article` where the page is one. */
  as?: 'div' | 'section' | 'main' | 'article';
}

/**
 * A page's centred column: as wide as the screen up to the width the page's content reads best at,
 * with the page's padding and the spacing between its rows. Layout only; the page's title is a
 * `Heading` inside it.
 */
export const PageColumn = forwardRef<HTMLDivElement, PageColumnProps>(function PageColumn(
  { width, gap = '5', padding = ['8', '5'], as, ...rest },
  ref,
) {
  const [top, inline, bottom = top] = padding;
  return (
    <PageColumnRoot
      ref={ref}
      as={as}
      data-component="PageColumn"
      data-width={width}
      data-gap={gap}
      data-pad-top={top}
      data-pad-inline={inline}
      data-pad-bottom={bottom}
      {...rest}
    />
  );
});
