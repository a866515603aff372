/**
 * Who may open a back-office screen (ADR 035): staff for notices, orders, members and moderation;
 * admins for everything. A member below the screen's role — or a visitor, or a blocked member —
 * gets the site's not-found page, as for an address that does not exist (the service also answers
 * their calls 401/403). The access check and the screen's own reads run at once; a read the service
 * refused for the role counts as no access.
 */
import type { Role } from '@lightbearers/domain';
import { calls } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import type { SiteContext } from '../../router/screen';
import { notFound } from './StaffScreen';
// Every page's loader comes here: so every page's chunk reaches the member's chrome and client
// through `pages.ts` (its comment says why).
import './pages';

export { notFound };

/** The role a screen needs. */
export type StaffNeed = 'staff' | 'admin';

const refused = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return (error as Error).name === 'ApiError' && (status === 401 || status === 403);
};

/**
 * What a back-office loader read: the member's role, and the screen's data or — when the service
 * failed — `error`, its Thai words when it said any ('' otherwise).
 */
export type StaffRead<T> = { role: Role; value: T; error: null } | { role: Role; value: null; error: string };

/** True when `role` reaches `need` (admin ⊃ staff). */
export const reaches = (role: Role, need: StaffNeed) =>
  role === 'admin' || (need === 'staff' && role === 'staff');

/**
 * Checks the member's role and runs `read` beside the check. Throws the not-found answer when the
 * member may not open the screen, or when `read` asked for a thing the service does not have (404);
 * otherwise answers the role and what `read` gave (or the read's failure as `error`).
 */
export async function staffRead<T>(
  site: SiteContext,
  need: StaffNeed,
  read: () => Promise<T>,
): Promise<StaffRead<T>> {
  const { getStaffAccess } = await calls();
  const [access, result] = await Promise.all([
    getStaffAccess(site.api).catch((error: unknown) => {
      if (isNetworkFailure(error)) throw error;
      return null;
    }),
    read().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  if (!access?.staff || !reaches(access.role, need)) throw notFound();
  if (result.ok) return { role: access.role, value: result.value, error: null };
  // A thrown route answer (a redirect, the not-found answer) goes on as it is; a refused read, or a
  // thing the service does not know (404), is the not-found page.
  if (!(result.error instanceof Error)) throw result.error;
  if (refused(result.error) || (result.error as { status?: unknown }).status === 404) throw notFound();
  if (isNetworkFailure(result.error)) throw result.error;
  console.warn('back office read failed', result.error);
  return { role: access.role, value: null, error: serverWords(result.error) ?? '' };
}

/**
 * The service's own Thai words about a failed call (a field check's message, a refused move), or
 * null when it said none in Thai (a network failure, an English validation message).
 */
export function serverWords(error: unknown): string | null {
  const e = error as { name?: string; serverMessage?: string | null } | null;
  return e?.name === 'ApiError' && e.serverMessage && /[\u0E00-\u0E7F]/.test(e.serverMessage)
    ? e.serverMessage
    : null;
}
