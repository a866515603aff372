import { forwardRef, type ReactElement, useEffect, useState } from 'react';
import { th } from '../../i18n/th';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextArea } from '../TextArea';
import { EditDescriptionForm } from './EditDescriptionDialog.styles';

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
 * The owner edits a post's description (spec §4; the link itself cannot change — delete and post
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
      <Dialog.Root open={isOpen} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
        {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
        <Dialog.Content ref={ref} title={th.editDescription.title} data-component="EditDescriptionDialog">
          <EditDescriptionForm
            onSubmit={(event) => {
              event.preventDefault();
              onSave(text);
              if (!controlled) setOpen(false);
            }}
          >
            <Dialog.Body>
              <TextArea
                label={th.editDescription.field}
                hint={th.editDescription.hint}
                value={text}
                onChange={(event) => setText(event.target.value)}
                rows={5}
                maxRows={12}
                disabled={busy}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Close>
                <Button variant="secondary" disabled={busy} data-part="Cancel">
                  {th.common.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy} disabled={text === description} data-part="Save">
                {th.common.save}
              </Button>
            </Dialog.Footer>
          </EditDescriptionForm>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
);
