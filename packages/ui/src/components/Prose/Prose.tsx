import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { ProseRoot } from './Prose.styles';

export const proseElements = ['div', 'article', 'section'] as const;
export type ProseElement = (typeof proseElements)[number];

export interface ProseProps extends ComponentPropsWithoutRef<'div'> {
  /** Element of the root: `article` for a whole policy page, `div` (default) inside other layout. */
  as?: ProseElement;
  /** The long-form text as plain elements: h1–h4, p, ul/ol/li, a (or `Link`), strong, blockquote, hr. */
  children: ReactNode;
}

/**
 * Long-form text: headings, paragraphs and lists at a readable line length and Thai line height,
 * for the policy pages /privacy, /cookie and /service. It styles plain elements, so a page writes
 * ordinary HTML inside it.
 */
export const Prose = forwardRef<HTMLDivElement, ProseProps>(function Prose(
  { as = 'div', children, ...rest },
  ref,
) {
  return (
    <ProseRoot ref={ref} as={as} data-component="Prose" {...rest}>
      {children}
    </ProseRoot>
  );
});
