import { forwardRef, type ReactNode, useRef } from 'react';
import * as th from '../../i18n/th';
import { AnswerDialog, type AnswerDialogContentProps } from '../../internal/AnswerDialog';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { Alert } from '../Alert';
import { Button } from '../Button';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps extends AnswerDialogContentProps, ModalStateProps {
  /** The question, short ('ลบโพสต์นี้ไหม'); the dialog's accessible name. */
  title: string;
  /** Optional consequence or detail under the question, announced with it. */
  message?: ReactNode;
  /** Label of the confirming action (default 'ยืนยัน'). */
  confirmLabel?: string;
  /** Label of the cancelling action (default 'ยกเลิก'). */
  cancelLabel?: string;
  /** `danger` for destructive confirmations: the confirm button turns red. */
  tone?: ConfirmDialogTone;
  /** While the confirmed action runs: confirm shows a spinner, cancel and Escape are blocked. */
  busy?: boolean;
  /**
   * The confirmed action failed (controlled use): the app's Thai message shows in the dialog,
   * which stays open so the person can try again or cancel.
   */
  error?: ReactNode;
  /** Called when the confirm button is pressed. */
  onConfirm: () => void;
  /** Called when cancelled: the cancel button, Escape. */
  onCancel?: () => void;
}

/**
 * A yes/no question in an `alertdialog`: the product's delete confirmation and the kiosk's 'is your
 * name correct?'. Focus starts on cancel (the safe choice); the backdrop does not dismiss it.
 * Uncontrolled, confirming closes it; controlled, it stays open (show `busy`) until `open` is false.
 * `onOpenChange` hears the trigger, a cancel, and a confirm when uncontrolled.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title,
    message,
    confirmLabel = th.common.confirm,
    cancelLabel = th.common.cancel,
    tone = 'default',
    busy = false,
    error,
    onConfirm,
    onCancel,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
    ...rest
  },
  ref,
) {
  const { isOpen, controlled, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  const cancelRef = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    if (busy) return;
    onCancel?.();
    setOpen(false);
  };
  const confirm = () => {
    onConfirm();
    if (!controlled) setOpen(false);
  };

  return (
    <AnswerDialog
      ref={ref}
      component="ConfirmDialog"
      tone={tone}
      {...rest}
      title={title}
      message={message}
      open={isOpen}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      trigger={trigger}
      focusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy} data-part="Cancel">
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={confirm}
            loading={busy}
            data-part="Confirm"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="danger" role="alert" title={th.confirm.failed} data-part="Error">
          {error}
        </Alert>
      ) : null}
    </AnswerDialog>
  );
});
