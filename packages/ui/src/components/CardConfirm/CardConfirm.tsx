import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
import {
  CardConfirmBody,
  CardConfirmDetail,
  CardConfirmName,
  CardConfirmPreview,
} from './CardConfirm.styles';

export interface CardConfirmProps
  extends Omit<
    ConfirmDialogProps,
    | 'title'
    | 'message'
    | 'confirmLabel'
    | 'cancelLabel'
    | 'tone'
    | 'onConfirm'
    | 'onCancel'
    | 'open'
    | 'trigger'
  > {
  /** Whether the step is showing. */
  open: boolean;
  /** The name as it will be printed. */
  name: string;
  /** The amount line as it will be printed ('1,200 บาท'); omitted on certificates. */
  detail?: string;
  /** The card's JPEG (object or data URL) to check; omitted while it is being made. */
  previewSrc?: string;
  /** Called on Cancel or Escape: back to the form. */
  onCancel: () => void;
  /** Called on Yes. */
  onConfirm: () => void;
}

/**
 * The confirm step of product §2 Cards, on `ConfirmDialog`: 'ชื่อของท่านถูกต้องหรือไม่?' with the card
 * and the name large, Cancel / Yes. Focus starts on Cancel; the backdrop does not answer for them.
 */
export const CardConfirm = forwardRef<HTMLDivElement, CardConfirmProps>(function CardConfirm(
  { open, name, detail, previewSrc, onCancel, onConfirm, size = 'lg', ...rest },
  ref,
) {
  return (
    <ConfirmDialog
      ref={ref}
      open={open}
      size={size}
      title={th.cards.confirmTitle}
      cancelLabel={th.cards.confirmCancel}
      confirmLabel={th.cards.confirmYes}
      onCancel={onCancel}
      onConfirm={onConfirm}
      data-part="CardConfirm"
      message={
        <CardConfirmBody data-component="CardConfirm">
          {previewSrc ? <CardConfirmPreview src={previewSrc} alt="" data-part="Preview" /> : null}
          <CardConfirmName data-part="Name">{name}</CardConfirmName>
          {detail ? <CardConfirmDetail data-part="Detail">{detail}</CardConfirmDetail> : null}
        </CardConfirmBody>
      }
      {...rest}
    />
  );
});
