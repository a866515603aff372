import { stripHandle } from '@lightbearers/domain';
import { type FormEvent, forwardRef, type ReactNode } from 'react';
import { th } from '../../i18n/th';
import { FormDialog, type FormDialogContentProps } from '../../internal/FormDialog';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

export interface EditProfileValues {
  /** Display name. */
  name: string;
  /** Bio (`des`). */
  bio: string;
  /** Handle as stored: without the leading @ (domain's `stripHandle`), '' for none. */
  handle: string;
}

export interface EditProfileDialogProps extends FormDialogContentProps {
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
    const submit = (event: FormEvent<HTMLFormElement>) => {
      const data = new FormData(event.currentTarget);
      const text = (key: string) => String(data.get(key) ?? '');
      onSave?.({ name: text('name'), bio: text('bio'), handle: stripHandle(text('handle')) });
    };
    return (
      <FormDialog
        ref={ref}
        component="EditProfileDialog"
        title={title}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        busy={saving}
        onSubmit={submit}
        layout="fields"
        error={error}
        data-state={saving ? 'loading' : 'idle'}
        {...rest}
      >
        <TextField
          name="name"
          label={th.editProfile.name}
          defaultValue={values.name}
          autoComplete="name"
          required
        />
        <TextArea name="bio" label={th.editProfile.bio} defaultValue={values.bio} rows={3} maxRows={8} />
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
      </FormDialog>
    );
  },
);
