import { stripHandle } from '@lightbearers/domain';
import { type FormEvent, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { FormDialog, type FormDialogOuterProps } from '../../internal/FormDialog';
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

export interface EditProfileDialogProps extends FormDialogOuterProps {
  /** The profile's current name, bio and handle: the fields start from them each time it opens. */
  values: EditProfileValues;
  /** Save was pressed: the values, the handle already stripped of its leading @. */
  onSave?: (values: EditProfileValues) => void;
}

/**
 * The owner's profile editor (product §2 profile modals: name, bio, handle). A form in a dialog; the
 * app saves in `onSave`, passes `saving`, and closes it (or opens `HandleTakenNotice`).
 */
export const EditProfileDialog = forwardRef<HTMLDivElement, EditProfileDialogProps>(
  function EditProfileDialog({ values, onSave, saving = false, title = th.editProfile.title, ...rest }, ref) {
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
        busy={saving}
        onSubmit={submit}
        layout="fields"
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
