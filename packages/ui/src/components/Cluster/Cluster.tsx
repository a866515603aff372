import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import styled from 'styled-components';
import { type Align, type Gap, type Justify, layoutRules } from '../../internal/layout';

const ClusterRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-width: 0;
  &[data-wrap='nowrap'] { flex-wrap: nowrap; }
  ${layoutRules}
`;

export interface ClusterProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between children, a step of the spacing scale. */
  gap?: Gap;
  /** Cross-axis alignment (default center). */
  align?: Align;
  /** Main-axis distribution. */
  justify?: Justify;
  /** Whether children wrap to new lines (default true). */
  wrap?: boolean;
  /** Element to render. */
  as?: 'div' | 'ul' | 'nav' | 'header' | 'footer';
}

/** Lays children out in a wrapping row: button groups, tags, icon rows. */
export const Cluster = forwardRef<HTMLDivElement, ClusterProps>(function Cluster(
  { gap = '3', align, justify, wrap = true, as, ...rest },
  ref,
) {
  return (
    <ClusterRoot
      ref={ref}
      as={as}
      data-component="Cluster"
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap ? 'wrap' : 'nowrap'}
      {...rest}
    />
  );
});
