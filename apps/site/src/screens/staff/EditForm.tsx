/**
 * The back office's edit pages' one save/cancel part: `useEditForm` keeps the form's errors and
 * whether it was changed, and saves — the errors found before sending (domain's check, an upload
 * still running) stop it; a create or update runs as the page's `save` action; an edited record
 * stays with 'saved', a new one moves to its page (or the list) saying it was created. `EditForm`
 * is ui's `StaffForm` wired to it: save, and cancel back to the list.
 */
import type { Client } from '@lightbearers/api-client';
import { StaffForm, type StaffFormError } from '@lightbearers/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Calls, StaffAction } from './actions';

/** One save: an existing record's update, or a new record's create. */
export interface EditSave<T> {
  /** Editing a record the service holds (else creating one). */
  editing: boolean;
  send: (api: Calls, client: Client) => Promise<T>;
  /** What an edited record's save says. */
  saved: string;
  /** Where a new record shows next, and what it says there ('… created'). */
  created: { text: string; href: (value: T) => string; replace?: boolean };
}

export function useEditForm(action: StaffAction) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<StaffFormError[]>([]);
  const [dirty, setDirty] = useState(false);

  /** Shows the errors found before sending; true when there are none. */
  const accept = (found: StaffFormError[]) => {
    setErrors(found);
    return found.length === 0;
  };

  async function save<T>({ editing, send, saved, created }: EditSave<T>): Promise<void> {
    const result = await action.run('save', send, { revalidate: editing });
    if (!result.ok) return;
    setDirty(false);
    if (editing) action.setFlash({ tone: 'success', text: saved });
    else
      void navigate(created.href(result.value), {
        ...(created.replace ? { replace: true } : {}),
        state: { flash: { tone: 'success', text: created.text } },
      });
  }

  /** A field's change handler that also marks the form changed. */
  const touched =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setDirty(true);
    };

  return {
    errors,
    dirty,
    busy: action.busy === 'save',
    accept,
    save,
    touched,
    markDirty: () => setDirty(true),
  };
}

export type EditFormState = ReturnType<typeof useEditForm>;

/** ui's `StaffForm` with the page's save and a cancel back to `listHref`. */
export function EditForm({
  form,
  label,
  listHref,
  onSave,
  children,
}: {
  form: EditFormState;
  /** The form's accessible name (the page's title). */
  label: string;
  listHref: string;
  onSave: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <StaffForm
      aria-label={label}
      busy={form.busy}
      dirty={form.dirty}
      errors={form.errors}
      onSubmit={onSave}
      onCancel={() => void navigate(listHref)}
    >
      {children}
    </StaffForm>
  );
}
