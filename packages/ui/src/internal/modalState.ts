import { type ReactElement, type RefObject, useState } from 'react';
import type { DialogContentProps } from '../components/Dialog';

/** The open-state props of the ready-made dialogs (AlertDialog, ConfirmDialog). */
export interface ModalStateProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element (usually a `Button`) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * Controlled or uncontrolled open state: `setOpen` updates the inner state only when `open` is not
 * given, and always reports the change through `onOpenChange`.
 */
export function useModalState({ open, defaultOpen = false, onOpenChange }: ModalStateProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const controlled = open !== undefined;
  const setOpen = (next: boolean) => {
    if (!controlled) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return { isOpen: controlled ? open : innerOpen, controlled, setOpen };
}

type AnswerHandlers = Pick<DialogContentProps, 'onOpenAutoFocus' | 'onPointerDownOutside'>;

/**
 * Content handlers of a dialog that wants an answer (AlertDialog, ConfirmDialog): focus starts on
 * `focusRef` unless the caller's own handler prevented it, and a tap on the backdrop does nothing.
 * The caller's handlers run first.
 */
export function answerRequired(
  focusRef: RefObject<HTMLElement | null>,
  own: AnswerHandlers,
): Required<AnswerHandlers> {
  return {
    onOpenAutoFocus: (event) => {
      own.onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      focusRef.current?.focus();
    },
    onPointerDownOutside: (event) => {
      own.onPointerDownOutside?.(event);
      event.preventDefault();
    },
  };
}
