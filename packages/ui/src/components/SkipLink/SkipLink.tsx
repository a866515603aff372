import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent } from 'react';
import * as th from '../../i18n/th';
import { SkipLinkRoot } from './SkipLink.styles';

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** The id of the element it skips to: the layout's `<main>` (default `main`). */
  targetId?: string;
  /** The link's text; defaults to 'ข้ามไปยังเนื้อหา'. */
  children?: ComponentPropsWithoutRef<'a'>['children'];
}

/**
 * "Skip to content": the first tab stop of a page, hidden until focused. Pressed, it moves focus
 * to the target (made focusable with `tabindex="-1"` when it is not) without adding `#main` to the
 * address — the next Tab goes into the content, past the header and the side menu. Without
 * JavaScript it is a plain fragment link to the same place.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { targetId = 'main', children = th.skipLink.label, onClick, ...rest },
  ref,
) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <SkipLinkRoot
      ref={ref}
      href={`#${targetId}`}
      data-component="SkipLink"
      data-variant="primary"
      onClick={skip}
      {...rest}
    >
      {children}
    </SkipLinkRoot>
  );
});
