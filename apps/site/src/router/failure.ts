/**
 * What a loader does when its data cannot be read: the product's rule for that screen (most go to
 * `/all/other`, a post to the not-found page), except when the request never reached the service —
 * then the route's error element shows that, not a place the member did not ask for.
 */
import type { ApiError } from '@lightbearers/api-client';
import { redirect } from 'react-router-dom';

/**
 * The request failed before any answer (offline, DNS, a dropped connection). Read by name, not
 * `instanceof`, so a first screen that fails no call does not load the client to ask.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ApiError' && (error as ApiError).kind === 'network';
}

/** Throws the screen's failure: a redirect to `path`, or the network failure itself. */
export function failTo(path: string, error: unknown, what: string): never {
  console.warn(`${what} failed`, error);
  if (isNetworkFailure(error)) throw error;
  throw redirect(path);
}
