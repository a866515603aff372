/**
 * A back-office action: loads the typed calls and the site's client on the tap (never with the
 * first screen, ADR 037), runs the call, says what happened, then re-runs the route's loaders so
 * the screen shows what the service now holds (`useRevalidator`). `softDeleteRowActions` gives the
 * lists' one delete/restore row action built on it.
 */
import type { Client } from '@lightbearers/api-client';
import type { DataTableRowAction } from '@lightbearers/ui';
import { useState } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { calls, siteClient } from '../../router/calls';
import { useHydrated } from '../../router/hydrated';
import { serverWords } from './access';
import { staffCopy } from './copy';
import type { ConfirmRequest } from './useConfirm';

/** The message of the last action. */
export interface Flash {
  tone: 'success' | 'danger' | 'warning' | 'info';
  text: string;
}

/** The typed calls, loaded on the tap. */
export type Calls = Awaited<ReturnType<typeof calls>>;

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function useStaffAction() {
  const revalidator = useRevalidator();
  // A screen that moved here after an action (a new notice's page) says what was done — once the
  // page runs: a reload keeps the address's state, which the service's HTML never shows.
  const arrived = (useLocation().state as { flash?: Flash } | null)?.flash ?? null;
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<string | null>(null);
  // `undefined` until an action says something: the arrival's message shows meanwhile.
  const [said, setSaid] = useState<Flash | null | undefined>(undefined);
  const flash = said === undefined ? (hydrated ? arrived : null) : said;
  const setFlash = (next: Flash | null) => setSaid(next);

  /**
   * Runs `action` (marked `key` while it runs): on success shows `done(value)` (when it says
   * something) and reads the screen again; on failure shows the service's Thai message, unless
   * `quiet` (the caller shows it, e.g. in its confirm dialog).
   */
  async function run<T>(
    key: string,
    action: (api: Calls, client: Client) => Promise<T>,
    options: { done?: (value: T) => Flash | string | null; quiet?: boolean; revalidate?: boolean } = {},
  ): Promise<ActionResult<T>> {
    setBusy(key);
    try {
      const [api, client] = await Promise.all([calls(), siteClient()]);
      const value = await action(api, client);
      // What was done shows with what the service now holds, not before it.
      if (options.revalidate !== false) await revalidator.revalidate();
      const said = options.done?.(value) ?? null;
      setFlash(typeof said === 'string' ? { tone: 'success', text: said } : said);
      return { ok: true, value };
    } catch (error) {
      const text = serverWords(error) ?? staffCopy.common.actionFailed;
      if (!options.quiet) setFlash({ tone: 'danger', text });
      return { ok: false, error: text };
    } finally {
      setBusy(null);
    }
  }

  return { busy, flash, setFlash, run };
}

export type StaffAction = ReturnType<typeof useStaffAction>;

/** A call of the service that takes a row's id (`deleteBadge`, `restoreBadge`, …). */
export type RowCall = {
  [K in keyof Calls]: Calls[K] extends (client: Client, id: number) => Promise<unknown> ? K : never;
}[keyof Calls];

/** A list row that is deleted softly (kept, restorable). */
export interface SoftDeleteRow {
  id: number;
  /** The row's name in what the action says ('… was deleted', '… was restored'). */
  name: string;
  deleted: boolean;
}

/** What a soft-deleted list needs: the confirm step's words and its two calls. */
export interface SoftDeleteList {
  words: { deleteTitle: string; deleteMessage: string };
  remove: RowCall;
  restore: RowCall;
}

function rowCall(name: RowCall, id: number) {
  return (api: Calls, client: Client) =>
    (api[name] as (client: Client, id: number) => Promise<unknown>)(client, id);
}

/**
 * The soft-delete row action of a back-office list: a deleted row's 'restore' (at once), else
 * 'delete' (danger) behind the screen's confirm step (the list's `deleteTitle` and
 * `deleteMessage`), whose dialog says a refusal.
 */
export function softDeleteAction(
  { run }: Pick<StaffAction, 'run'>,
  ask: (request: ConfirmRequest) => void,
  list: SoftDeleteList,
  row: SoftDeleteRow,
): DataTableRowAction {
  if (row.deleted)
    return {
      label: staffCopy.common.restore,
      onSelect: () =>
        void run('restore', rowCall(list.restore, row.id), {
          done: () => staffCopy.common.restored(row.name),
        }),
    };
  return {
    label: staffCopy.common.delete,
    tone: 'danger',
    onSelect: () =>
      ask({
        title: list.words.deleteTitle,
        message: list.words.deleteMessage,
        confirmLabel: staffCopy.common.delete,
        cancelLabel: staffCopy.common.keep,
        run: () =>
          run('delete', rowCall(list.remove, row.id), {
            done: () => staffCopy.common.removed(row.name),
            quiet: true,
          }),
      }),
  };
}

/**
 * A soft-deleted list's row actions, for one screen: given a row and its `live` actions (edit,
 * open, …), a deleted row only restores; a live row has its own actions, then 'delete'
 * (`softDeleteAction`).
 */
export function softDeleteRowActions(
  action: Pick<StaffAction, 'run'>,
  ask: (request: ConfirmRequest) => void,
  list: SoftDeleteList,
) {
  return (row: SoftDeleteRow, live: readonly DataTableRowAction[] = []): DataTableRowAction[] => {
    const softDelete = softDeleteAction(action, ask, list, row);
    return row.deleted ? [softDelete] : [...live, softDelete];
  };
}
