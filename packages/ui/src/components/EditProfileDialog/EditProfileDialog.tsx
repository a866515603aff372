import { stripHandle } from '@lightbearers/domain';
import { type FormEvent, forwardRef, type ReactNode, useId } from 'react';
import { th } from '../../i18n/th';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog, type DialogContentProps } from '../Dialog';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { EditProfileFields } from './EditProfileDialog.styles';

export interface EditProfileValues {
  /** Display name. */
  name: string;
  /** Bio (`des`). */
  bio: string;
  /** Handle as stored: without the leading @ (domain's `stripHandle`), '' for none. */
  handle: string;
}

export interface EditProfileDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'description' | 'icon' | 'onSubmit'> {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state (Cancel, close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** The profile's current name, bio and handle: the fields start from them each time it opens. */
  values: EditProfileValues;
  /** Save was pressed: the values, the handle already stripped of its leading @. */
  onSave?: (values: EditProfileValues) => void;
  /** The save is running: the buttons are disabled and Save spins. */
  saving?: boolean;
  /** A Thai error from the app (the update failed), shown above the fields. */
  error?: ReactNode;
  /** The dialog's title. */
  title?: string;
}

/**
 * The owner's profile editor (spec §2 profile modals: name, bio, handle). A form in a dialog; the
 * app saves in `onSave`, passes `saving`, and closes it (or opens `HandleTakenNotice`).
 */
export const EditProfileDialog = forwardRef<HTMLDivElement, EditProfileDialogProps>(
  function EditProfileDialog(
    {
      open,
      defaultOpen,
      onOpenChange,
      values,
      onSave,
      saving = false,
      error,
      title = th.editProfile.title,
      ...rest
    },
    ref,
  ) {
    const formId = useId();
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (saving) return;
      const data = new FormData(event.currentTarget);
      const text = (key: string) => String(data.get(key) ?? '');
      onSave?.({ name: text('name'), bio: text('bio'), handle: stripHandle(text('handle')) });
    };
    return (
      <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Dialog.Content
          ref={ref}
          title={title}
          data-component="EditProfileDialog"
          data-state={saving ? 'loading' : 'idle'}
          {...rest}
        >
          <Dialog.Body>
            <EditProfileFields id={formId} onSubmit={submit} data-part="Form">
              {error ? (
                <Alert tone="danger" role="alert" data-part="Error">
                  {error}
                </Alert>
              ) : null}
              <TextField
                name="name"
                label={th.editProfile.name}
                defaultValue={values.name}
                autoComplete="name"
                required
              />
              <TextArea
                name="bio"
                label={th.editProfile.bio}
                defaultValue={values.bio}
                rows={3}
                maxRows={8}
              />
              <TextField
                name="handle"
                label={th.editProfile.handle}
                hint={th.editProfile.handleHint}
                defaultValue={values.handle}
                leading="@"
                autoCapitalize="none"
                autoComplete="username"
                spellCheck={false}
              />
            </EditProfileFields>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary" disabled={saving}>
                {th.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" form={formId} loading={saving} disabled={saving}>
              {th.common.save}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    );
  },
);
