/**
 * The post page's arrow keys (product §2): left goes to the previous (newer) post, right to the next
 * (older) one — unless a photo carousel (the lightbox) or another dialog is open, the member is
 * typing, or a modifier is held.
 */
export type PostStep = 'pre' | 'next';

export interface ArrowKeyContext {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  /** The event's target (focus): inputs, text areas and editable elements keep their arrows. */
  target?: EventTarget | null;
  /** The lightbox (photo carousel) is open. */
  carouselActive: boolean;
  /** Any dialog is open (share, edit, composer, confirmation). */
  dialogOpen?: boolean;
}

function isTyping(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [role="slider"], [role="listbox"], [role="menu"]') !== null
  );
}

/** Which way an arrow key moves, or null when it must not move. */
export function arrowStep(event: ArrowKeyContext): PostStep | null {
  if (event.carouselActive || event.dialogOpen) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (isTyping(event.target)) return null;
  if (event.key === 'ArrowLeft') return 'pre';
  if (event.key === 'ArrowRight') return 'next';
  return null;
}
