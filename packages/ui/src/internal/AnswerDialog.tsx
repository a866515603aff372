import { forwardRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Dialog, type DialogContentProps } from '../components/Dialog';
import { answerRequired } from './modalState';
import { hasContent } from './useField';

/** The `Dialog.Content` props a ready-made dialog passes through (everything but what it fixes). */
export type AnswerDialogContentProps = Omit<
  DialogContentProps,
  'title' | 'description' | 'closeButton' | 'closeLabel' | 'hideTitle' | 'icon' | 'children'
>;

interface AnswerDialogProps extends AnswerDialogContentProps {
  /** `data-component` of the dialog card. */
  component: 'AlertDialog' | 'ConfirmDialog';
  /** `data-tone` of the dialog card. */
  tone: string;
  /** The question or message; the dialog's accessible name. */
  title: string;
  /** Detail under the title, announced with it. */
  message?: ReactNode;
  /** Decorative mark before the title. */
  icon?: ReactNode;
  /** Resolved open state (from `useModalState`). */
  open: boolean;
  /** What a change of the open state does (the trigger, Escape, the close of a button). */
  onOpenChange: (open: boolean) => void;
  /** Optional element that opens the dialog. */
  trigger?: ReactElement | undefined;
  /** The action that takes focus when the dialog opens. */
  focusRef: RefObject<HTMLElement | null>;
  /** The buttons of the footer. */
  actions: ReactNode;
  /** Optional body content. */
  children?: ReactNode;
}

/**
 * The scaffolding of a dialog that wants an answer (AlertDialog, ConfirmDialog), written once: an
 * `alertdialog` of the small size without a close button, focus on `focusRef`, the backdrop
 * ignored, an optional body and the actions in the footer.
 */
export const AnswerDialog = forwardRef<HTMLDivElement, AnswerDialogProps>(function AnswerDialog(
  {
    component,
    tone,
    title,
    message,
    icon,
    open,
    onOpenChange,
    trigger,
    focusRef,
    actions,
    onOpenAutoFocus,
    onPointerDownOutside,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        ref={ref}
        role="alertdialog"
        size="sm"
        data-component={component}
        data-tone={tone}
        {...rest}
        title={title}
        description={message}
        closeButton={false}
        icon={icon}
        {...answerRequired(focusRef, { onOpenAutoFocus, onPointerDownOutside })}
      >
        {hasContent(children) ? <Dialog.Body>{children}</Dialog.Body> : null}
        <Dialog.Footer>{actions}</Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
});
