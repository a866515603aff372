/**
 * The typed calls and the site's client, loaded when first used: a loader that runs in the browser,
 * a tap that writes. A page the service rendered hydrates without them, so no first screen carries
 * the client and its answers' validation (ADR 037).
 */
import type { Client } from '@lightbearers/api-client';

export const calls = () => import('@lightbearers/api-client');

/** The typed calls, as `calls()` loads them. */
export type Calls = Awaited<ReturnType<typeof calls>>;

/** The site's one client (its bearer from the session). */
export const siteClient = (): Promise<Client> => import('../api').then((m) => m.api);

/** Runs `run` with the typed calls and the site's client (`client` when given: tests), both loaded on first use. */
export async function withCalls<T>(
  run: (calls: Calls, client: Client) => T | Promise<T>,
  client?: Client,
): Promise<T> {
  const [loaded, site] = await Promise.all([calls(), client ?? siteClient()]);
  return run(loaded, site);
}
