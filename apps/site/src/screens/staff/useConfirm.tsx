/**
 * The confirm step before anything destructive (delete, hide, cancel, block, revoke): one
 * `ConfirmDialog` per screen, asked with what to say and what to run. It stays open while the
 * action runs (a second tap on confirm does nothing) and shows the service's message when it
 * fails; it closes when the action succeeded.
 */
import { ConfirmDialog } from '@lightbearers/ui';
import { type ReactNode, useRef, useState } from 'react';
import type { ActionResult } from './actions';
import { staffCopy as text } from './copy';

export interface ConfirmRequest {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  run: () => Promise<ActionResult<unknown>>;
}

export function useConfirm() {
  // The last request stays while the dialog closes (its title names the dialog until it is gone).
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const confirm = async () => {
    if (!request || running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const result = await request.run();
    running.current = false;
    setBusy(false);
    if (result.ok) setOpen(false);
    else setError(result.error);
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !running.current) setOpen(false);
      }}
      title={request?.title ?? ''}
      message={request?.message}
      confirmLabel={request?.confirmLabel}
      cancelLabel={request?.cancelLabel ?? text.common.cancel}
      tone={request?.tone ?? 'danger'}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
    />
  );

  return {
    ask: (next: ConfirmRequest) => {
      setError(null);
      setRequest(next);
      setOpen(true);
    },
    dialog,
  };
}
