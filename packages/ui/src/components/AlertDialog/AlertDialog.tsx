import { forwardRef, type ReactNode, useRef } from 'react';
import * as th from '../../i18n/th';
import { AnswerDialog, type AnswerDialogContentProps } from '../../internal/AnswerDialog';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { type MessageTone, messageTones, toneIcon } from '../../internal/tone';
import { Button } from '../Button';
import { AlertDialogIcon } from './AlertDialog.styles';

export const alertDialogTones = messageTones;
export type AlertDialogTone = MessageTone;

export interface AlertDialogProps extends AnswerDialogContentProps, ModalStateProps {
  /** What happened or what to do ('กรุณากรอกข้อมูลให้ครบทุกช่อง'); the dialog's accessible name. */
  title: string;
  /** Optional detail under the title, announced with it. */
  message?: ReactNode;
  /** Colour of the icon disc and the default icon. */
  tone?: AlertDialogTone;
  /** The icon in the disc; the tone's icon by default, `null` for none. */
  icon?: ReactNode;
  /** Label of the one button that closes it (default 'ตกลง'; 'สาธุ !' for the badge holders). */
  actionLabel?: string;
  /** Called when the button is pressed (before it closes). */
  onAction?: () => void;
  /** Optional content under the message (the badge holders list). */
  children?: ReactNode;
}

/**
 * A modal message closed by one button: the product's alert modals ('please fill in every field'),
 * done modals and the badge holders list ('สาธุ !'). `role="alertdialog"`; focus starts on the
 * button; Escape closes; the backdrop does not. `onOpenChange` hears the button, Escape and the
 * trigger.
 */
export const AlertDialog = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialog(
  {
    tone = 'info',
    icon,
    actionLabel = th.common.ok,
    onAction,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
    ...rest
  },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  const actionRef = useRef<HTMLButtonElement>(null);
  const shownIcon = icon === undefined ? toneIcon(tone) : icon;

  return (
    <AnswerDialog
      ref={ref}
      component="AlertDialog"
      tone={tone}
      {...rest}
      icon={shownIcon ? <AlertDialogIcon data-tone={tone}>{shownIcon}</AlertDialogIcon> : undefined}
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      focusRef={actionRef}
      actions={
        <Button
          ref={actionRef}
          data-part="Action"
          onClick={() => {
            onAction?.();
            setOpen(false);
          }}
        >
          {actionLabel}
        </Button>
      }
    />
  );
});
