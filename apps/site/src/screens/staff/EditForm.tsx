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

/** Where an edit page's form goes and what it says. */
export interface EditPlace {
  /** The page's words: an edited record's 'saved', a new record's 'created'. */
  words: { saved: string; created: string };
  /** The list (cancel goes back to it). */
  listHref: string;
  /** Where a new record shows next (replacing the 'new' address); the list when not given. */
  createdHref?: (made: { id: number }) => string;
}

export function useEditForm(action: StaffAction, { words, listHref, createdHref }: EditPlace) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<StaffFormError[]>([]);
  const [dirty, setDirty] = useState(false);

  /** Shows the errors found before sending; true when there are none. */
  const accept = (found: StaffFormError[]) => {
    setErrors(found);
    return found.length === 0;
  };

  /** Updates the record being edited (`editing`) or creates one with `send`. */
  async function save(
    editing: boolean,
    send: (api: Calls, client: Client) => Promise<unknown>,
  ): Promise<void> {
    const result = await action.run('save', send, { revalidate: editing });
    if (!result.ok) return;
    setDirty(false);
    if (editing) action.setFlash({ tone: 'success', text: words.saved });
    else
      void navigate(createdHref ? createdHref(result.value as { id: number }) : listHref, {
        ...(createdHref ? { replace: true } : {}),
        state: { flash: { tone: 'success', text: words.created } },
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
    listHref,
    accept,
    save,
    touched,
    markDirty: () => setDirty(true),
  };
}

export type EditFormState = ReturnType<typeof useEditForm>;

/** ui's `StaffForm` with the page's save and a cancel back to the list. */
export function EditForm({
  form,
  label,
  onSave,
  children,
}: {
  form: EditFormState;
  /** The form's accessible name (the page's title). */
  label: string;
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
      onCancel={() => void navigate(form.listHref)}
    >
      {children}
    </StaffForm>
  );
}
