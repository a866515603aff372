import { forwardRef, type ReactNode, useRef } from 'react';
import { th } from '../../i18n/th';
import { Button } from '../Button';
import { Dialog, type DialogContentProps, type ModalStateProps } from '../Dialog';
import { answerRequired, useModalState } from '../Dialog/modalState';
import { type AlertTone, toneIcon } from './Alert';
import { AlertDialogIcon } from './Alert.styles';

export interface AlertDialogProps
  extends Omit<
      DialogContentProps,
      'title' | 'description' | 'footer' | 'closeButton' | 'closeLabel' | 'hideTitle' | 'icon'
    >,
    ModalStateProps {
  /** What happened or what to do ('กรุณากรอกข้อมูลให้ครบทุกช่อง'); the dialog's accessible name. */
  title: string;
  /** Optional detail under the title, announced with it. */
  message?: ReactNode;
  /** Colour of the icon disc and the default icon. */
  tone?: AlertTone;
  /** The icon in the disc; the tone's icon by default, `null` for none. */
  icon?: ReactNode;
  /** Label of the one button that closes it (default 'ตกลง'; 'สาธุ !' for the badge holders). */
  actionLabel?: string;
  /** Called when the button is pressed (before it closes). */
  onAction?: () => void;
}

/**
 * A modal message closed by one button: the spec's alert modals ('please fill in every field'),
 * done modals and the badge holders list ('สาธุ !'). `role="alertdialog"`; focus starts on the
 * button; Escape closes; the backdrop does not. `onOpenChange` hears the button, Escape and the
 * trigger.
 */
export const AlertDialog = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialog(
  {
    title,
    message,
    tone = 'info',
    icon,
    actionLabel = th.common.ok,
    onAction,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
    onOpenAutoFocus,
    onPointerDownOutside,
    children,
    ...rest
  },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  const actionRef = useRef<HTMLButtonElement>(null);
  const shownIcon = icon === undefined ? toneIcon(tone) : icon;

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        ref={ref}
        role="alertdialog"
        size="sm"
        data-component="AlertDialog"
        data-tone={tone}
        {...rest}
        title={title}
        description={message}
        closeButton={false}
        icon={shownIcon ? <AlertDialogIcon data-tone={tone}>{shownIcon}</AlertDialogIcon> : undefined}
        {...answerRequired(actionRef, { onOpenAutoFocus, onPointerDownOutside })}
        footer={
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
      >
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
});
