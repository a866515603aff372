import { forwardRef, type ReactElement, useEffect, useState } from 'react';
import * as th from '../../i18n/th';
import { FormDialog } from '../../internal/FormDialog';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { TextArea } from '../TextArea';

export interface EditDescriptionDialogProps extends ModalStateProps {
  /** The post's description now: the box starts with it (again on each opening). */
  description: string;
  /** Called with the new text when the member saves. */
  onSave: (description: string) => void;
  /** While the save runs: the save button spins, the box and cancel are disabled. */
  busy?: boolean;
  /** Opens the dialog; focus returns to it on close (or open it from the menu with `open`). */
  trigger?: ReactElement;
}

/**
 * The owner edits a post's description (product §4; the link itself cannot change — delete and post
 * again, as the hint says). Uncontrolled, saving closes it; controlled, it stays open (show `busy`)
 * until `open` turns false.
 */
export const EditDescriptionDialog = forwardRef<HTMLDivElement, EditDescriptionDialogProps>(
  function EditDescriptionDialog(
    { description, onSave, busy = false, trigger, open, defaultOpen, onOpenChange },
    ref,
  ) {
    const { isOpen, controlled, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
    const [text, setText] = useState(description);
    // Each opening starts from the post's current text, not from an abandoned edit.
    useEffect(() => {
      if (isOpen) setText(description);
    }, [isOpen, description]);

    return (
      <FormDialog
        ref={ref}
        component="EditDescriptionDialog"
        title={th.editDescription.title}
        open={isOpen}
        onOpenChange={(next) => (busy ? undefined : setOpen(next))}
        trigger={trigger}
        busy={busy}
        onSubmit={() => {
          onSave(text);
          if (!controlled) setOpen(false);
        }}
        layout="wrap"
        cancel={{ 'data-part': 'Cancel' }}
        save={{ disabled: text === description, 'data-part': 'Save' }}
      >
        <TextArea
          label={th.editDescription.field}
          hint={th.editDescription.hint}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          maxRows={12}
          disabled={busy}
        />
      </FormDialog>
    );
  },
);
