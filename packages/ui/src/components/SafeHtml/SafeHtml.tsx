import { type ComponentPropsWithoutRef, forwardRef, useMemo } from 'react';
import { SafeHtmlRoot } from './SafeHtml.styles';
import { sanitizeHtml } from './sanitizeHtml';

export const safeHtmlElements = ['div', 'span'] as const;
export type SafeHtmlElement = (typeof safeHtmlElements)[number];

export interface SafeHtmlProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML (a notification message): sanitised in the browser before it renders. */
  html: string;
  /** `span` inside a line of other content (a menu item), `div` (default) for a block. */
  as?: SafeHtmlElement;
}

/**
 * Renders an HTML string from the service, made inert first with DOMPurify: no script, style or
 * frame, no `on*` handler, no `javascript:`/`data:` URL, no inline style; external links open in a
 * new tab with `rel="noopener noreferrer"`. Where DOMPurify cannot run (no DOM, or a DOM that fails
 * its self-check) the markup is shown as plain text, never as HTML.
 */
export const SafeHtml = forwardRef<HTMLDivElement, SafeHtmlProps>(function SafeHtml(
  { html, as = 'div', ...rest },
  ref,
) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return clean === null ? (
    <SafeHtmlRoot ref={ref} as={as} data-component="SafeHtml" data-state="text" {...rest}>
      {html}
    </SafeHtmlRoot>
  ) : (
    <SafeHtmlRoot
      ref={ref}
      as={as}
      data-component="SafeHtml"
      data-state="sanitised"
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the string was sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
});
