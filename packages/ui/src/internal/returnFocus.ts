import { useRef } from 'react';

/** Radix's auto-focus events (`onOpenAutoFocus` / `onCloseAutoFocus` of a dialog's content). */
type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to the control that opened a modal. Radix returns focus only to a
 * `Dialog.Trigger`; a modal opened from app state (a card's share button, a carousel tile, a menu
 * item, the header's menu toggle) would drop focus on <body>, and a keyboard member would start
 * again from the top of the page. This remembers what had focus when the modal opened and goes
 * back to it when it closes (still when the app unmounts the modal instead of closing it).
 * A caller's own handlers run first; one that prevents the default keeps its own focus rule.
 */
export function useReturnFocus(
  own: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler } = {},
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      own.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
