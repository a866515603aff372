/**
 * A back-office action: loads the typed calls and the site's client on the tap (never with the
 * first screen, ADR 037), runs the call, says what happened, then re-runs the route's loaders so
 * the screen shows what the service now holds (`useRevalidator`).
 */
import type { Client } from '@lightbearers/api-client';
import { useState } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { calls, siteClient } from '../../router/calls';
import { useHydrated } from '../../router/hydrated';
import { serverWords } from './access';
import { staffCopy } from './copy';

/** The message of the last action. */
export interface Flash {
  tone: 'success' | 'danger' | 'warning' | 'info';
  text: string;
}

type Calls = Awaited<ReturnType<typeof calls>>;

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
