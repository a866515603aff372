/**
 * What a loader does when its data cannot be read: the product's rule for that screen (most go to
 * `/all/other`, a post to the not-found page), except when the request never got an answer —
 * then the route's error element says the device is offline (ADR 024), never "not found" and never
 * a place the member did not ask for.
 */
import type { ApiError } from '@lightbearers/api-client';
import { isRouteErrorResponse, redirect } from 'react-router-dom';

/**
 * The request got no answer: offline, DNS, a dropped connection, or no answer in time (a weak
 * signal). Read by name, not `instanceof`, so a first screen that fails no call does not load the
 * client to ask.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const kind = (error as ApiError).kind;
  return kind === 'network' || kind === 'timeout';
}

/** Throws the screen's failure: a redirect to `path`, or the network failure itself. */
export function failTo(path: string, error: unknown, what: string): never {
  console.warn(`${what} failed`, error);
  if (isNetworkFailure(error)) throw error;
  throw redirect(path);
}

/** What a route's error element shows for what its loaders threw. */
export type RouteFailure = 'offline' | 'not-found' | 'error';

/**
 * A 404 (a path that is no route, a profile segment of no known shape) is not found; a read that got
 * no answer is the offline state; anything else (a chunk that would not load) the error page.
 */
export function routeFailure(error: unknown): RouteFailure {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  if (isNetworkFailure(error)) return 'offline';
  return 'error';
}
