/**
 * The typed calls and the site's client, loaded when first used: a loader that runs in the browser,
 * a tap that writes. A page the service rendered hydrates without them, so no first screen carries
 * the client and its answers' validation (ADR 037).
 */
import type { Client } from '@lightbearers/api-client';

export const calls = () => import('@lightbearers/api-client');

/** The site's one client (its bearer from the session). */
export const siteClient = (): Promise<Client> => import('../api').then((m) => m.api);
