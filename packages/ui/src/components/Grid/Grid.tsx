import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import styled from 'styled-components';
import { type Gap, layoutRules } from '../../internal/layout';

export const gridMinColumns = ['6rem', '8rem', '12rem', '16rem', '20rem'] as const;
export type GridMinColumn = (typeof gridMinColumns)[number];

const GridRoot = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--grid-min, 12rem), 100%), 1fr));
  min-width: 0;
  ${gridMinColumns.map((m) => `&[data-min='${m}'] { --grid-min: ${m}; }`).join('\n')}
  &[data-columns='2'] { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  &[data-columns='3'] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  &[data-columns='4'] { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  ${layoutRules}
`;

export interface GridProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between cells, a step of the spacing scale. */
  gap?: Gap;
  /** Responsive: as many columns as fit at this minimum width. */
  min?: GridMinColumn;
  /** Fixed column count (overrides `min`). */
  columns?: 2 | 3 | 4;
  /** Element to render. */
  as?: 'div' | 'ul' | 'ol' | 'section';
}

/** A responsive grid of equal columns: avatar grids, product grids, video grids. */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid(
  { gap = '4', min = '12rem', columns, as, ...rest },
  ref,
) {
  return (
    <GridRoot
      ref={ref}
      as={as}
      data-component="Grid"
      data-gap={gap}
      data-min={min}
      data-columns={columns}
      {...rest}
    />
  );
});
