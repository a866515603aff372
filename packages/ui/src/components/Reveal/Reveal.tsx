import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { RevealRoot } from './Reveal.styles';

export interface RevealProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Milliseconds after the part is first drawn before its content shows. */
  after: number;
  /**
   * What stands in its place meanwhile, at the content's size (a skeleton). Only the part shown is
   * in the accessibility tree and can take focus.
   */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Content that shows a set time after it is first drawn, its placeholder in the same place until
 * then. Done by the style sheet alone: in a page the service rendered, the time runs from the first
 * paint, not from when the page's script has started.
 */
export const Reveal = forwardRef<HTMLDivElement, RevealProps>(function Reveal(
  { after, placeholder, children, ...rest },
  ref,
) {
  return (
    <RevealRoot ref={ref} $after={Math.max(0, after)} data-component="Reveal" {...rest}>
      <div data-part="Placeholder">{placeholder}</div>
      <div data-part="Content">{children}</div>
    </RevealRoot>
  );
});
