import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import styled from 'styled-components';
import { type Align, type Gap, type Justify, layoutRules } from '../../internal/layout';

const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${layoutRules}
`;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between children, a step of the spacing scale. */
  gap?: Gap;
  /** Cross-axis alignment of children. */
  align?: Align;
  /** Main-axis distribution of children. */
  justify?: Justify;
  /** Element to render (section, ul, form…). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'article' | 'nav' | 'header' | 'footer' | 'main';
}

/** Lays children out vertically with a token gap. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { gap = '5', align, justify, as, ...rest },
  ref,
) {
  return (
    <StackRoot
      ref={ref}
      as={as}
      data-component="Stack"
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      {...rest}
    />
  );
});
