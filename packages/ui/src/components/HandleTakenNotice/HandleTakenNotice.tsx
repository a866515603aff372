import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { AlertDialog, type AlertDialogProps } from '../AlertDialog';

export interface HandleTakenNoticeProps extends Omit<AlertDialogProps, 'title' | 'message' | 'tone'> {
  /** The handle that was asked for and is taken (without @). */
  handle: string;
  /** The title; the default says the handle is taken. */
  title?: string;
}

/**
 * The handle-taken notice (product §2 profile modals, §4: a taken handle saves name and bio, keeps the
 * old handle and shows this notice). A ready-made `AlertDialog` with one fixed message, so its
 * copy is props with Thai defaults.
 */
export const HandleTakenNotice = forwardRef<HTMLDivElement, HandleTakenNoticeProps>(
  function HandleTakenNotice({ handle, title = th.handleTaken.title, ...rest }, ref) {
    return (
      <AlertDialog
        ref={ref}
        tone="warning"
        title={title}
        message={th.handleTaken.message(handle)}
        data-component="HandleTakenNotice"
        {...rest}
      />
    );
  },
);
