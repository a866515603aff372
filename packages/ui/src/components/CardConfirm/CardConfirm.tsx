import { forwardRef } from 'react';
import { th } from '../../i18n/th';
import { Button } from '../Button';
import { Dialog, type DialogContentProps } from '../Dialog';
import {
  CardConfirmBody,
  CardConfirmDetail,
  CardConfirmName,
  CardConfirmPreview,
} from './CardConfirm.styles';

export interface CardConfirmProps
  extends Omit<DialogContentProps, 'title' | 'footer' | 'children' | 'description' | 'closeButton'> {
  /** Whether the step is showing. */
  open: boolean;
  /** The name as it will be printed. */
  name: string;
  /** The amount line as it will be printed ('1,200 บาท'); omitted on certificates. */
  detail?: string;
  /** The card's JPEG (object or data URL) to check; omitted while it is being made. */
  previewSrc?: string;
  /** Called on Cancel, Escape or a tap on the backdrop: back to the form. */
  onCancel: () => void;
  /** Called on Yes. */
  onConfirm: () => void;
  /** Disables Yes with a spinner (the JPEG is still being made). */
  busy?: boolean;
}

/**
 * The confirm step of spec §2 Cards: 'ชื่อของท่านถูกต้องหรือไม่?' with the card and the name large,
 * Cancel / Yes. Yes has the focus, so a keyboard's Enter confirms; Escape cancels.
 */
export const CardConfirm = forwardRef<HTMLDivElement, CardConfirmProps>(function CardConfirm(
  { open, name, detail, previewSrc, onCancel, onConfirm, busy = false, ...rest },
  ref,
) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Content
        ref={ref}
        title={th.cards.confirmTitle}
        size="lg"
        closeButton={false}
        data-component="CardConfirm"
        data-state={busy ? 'loading' : 'ready'}
        footer={
          <>
            <Button variant="secondary" size="lg" onClick={onCancel} data-part="Cancel">
              {th.cards.confirmCancel}
            </Button>
            <Button size="lg" loading={busy} onClick={onConfirm} data-part="Confirm" data-autofocus="">
              {th.cards.confirmYes}
            </Button>
          </>
        }
        onOpenAutoFocus={(event) => {
          // Focus Yes rather than the first control (Cancel), once it can take focus.
          const yes = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLButtonElement>(
            '[data-autofocus]',
          );
          if (yes && !yes.disabled) {
            event.preventDefault();
            yes.focus();
          }
        }}
        {...rest}
      >
        <CardConfirmBody>
          {previewSrc ? <CardConfirmPreview src={previewSrc} alt="" data-part="Preview" /> : null}
          <CardConfirmName data-part="Name">{name}</CardConfirmName>
          {detail ? <CardConfirmDetail data-part="Detail">{detail}</CardConfirmDetail> : null}
        </CardConfirmBody>
      </Dialog.Content>
    </Dialog.Root>
  );
});
