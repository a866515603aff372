import { type ReactElement, useState } from 'react';

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
