/**
 * Login data (product §3 "Login data") kept in local storage AND a cookie, both named `072today`, for
 * 30 days (product §2, §9). The cookie carries the expiry: a login whose cookie is gone has expired,
 * and its local-storage copy is removed. Only this module touches the two stores.
 */
import type { Session } from '@lightbearers/api-client';
import { LOGIN_DAYS, LOGIN_STORAGE_KEY } from '@lightbearers/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the stores held: a usable login, none, or login data without a user id (to be dropped). */
export type StoredLogin = { kind: 'session'; session: Session } | { kind: 'none' } | { kind: 'invalid' };

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Reads login data from its JSON text; `invalid` when it is not an object with a positive user id and a token. */
export function parseLoginData(raw: string | null | undefined): StoredLogin {
  if (raw === null || raw === undefined || raw === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof value !== 'object' || value === null) return { kind: 'invalid' };
  const v = value as Record<string, unknown>;
  const userID = typeof v.userID === 'string' ? Number(v.userID) : v.userID;
  if (typeof userID !== 'number' || !Number.isSafeInteger(userID) || userID <= 0) return { kind: 'invalid' };
  const userJWT = str(v.userJWT);
  if (!userJWT) return { kind: 'invalid' };
  return {
    kind: 'session',
    session: {
      userID,
      userJWT,
      name: str(v.name) ?? '',
      des: str(v.des),
      at: str(v.at),
      type: v.type === 'creator' ? 'creator' : 'sharer',
      picture: str(v.picture),
      profile_picture: str(v.profile_picture),
      given_name: str(v.given_name),
      family_name: str(v.family_name),
      google_picture: str(v.google_picture),
    } as Session,
  };
}

/** The value of cookie `name` in a `document.cookie` string, decoded, or null (also when empty: a deleted cookie). */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that stores `value` for `days` days (0 deletes it). */
export function cookieAssignment(name: string, value: string, days: number, secure: boolean): string {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const age =
    days > 0
      ? `max-age=${Math.round((days * DAY_MS) / 1000)}; expires=${expires}`
      : 'max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return `${name}=${encodeURIComponent(value)}; path=/; ${age}; samesite=lax${secure ? '; secure' : ''}`;
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * The stored login. The cookie decides whether one exists (it expires after 30 days); when it is
 * gone, a leftover local-storage copy is removed. Login data without a user id is `invalid`.
 */
export function readStoredLogin(): StoredLogin {
  const cookie = readCookie(document.cookie, LOGIN_STORAGE_KEY);
  if (cookie === null) {
    safeLocalStorage()?.removeItem(LOGIN_STORAGE_KEY);
    return { kind: 'none' };
  }
  const fromCookie = parseLoginData(cookie);
  if (fromCookie.kind === 'session') return fromCookie;
  // A cookie that cannot be read: the local-storage copy is the same login data.
  const fromStorage = parseLoginData(safeLocalStorage()?.getItem(LOGIN_STORAGE_KEY));
  return fromStorage.kind === 'session' ? fromStorage : { kind: 'invalid' };
}

/** Stores the login in both places for 30 days. */
export function writeStoredLogin(session: Session): void {
  const json = JSON.stringify(session);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older in-app browsers; the login is written synchronously
  document.cookie = cookieAssignment(LOGIN_STORAGE_KEY, json, LOGIN_DAYS, secure());
  try {
    safeLocalStorage()?.setItem(LOGIN_STORAGE_KEY, json);
  } catch {
    // Storage full or unavailable: the cookie alone keeps the login.
  }
}

/** Removes the login from both places. */
export function clearStoredLogin(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older in-app browsers; the login is written synchronously
  document.cookie = cookieAssignment(LOGIN_STORAGE_KEY, '', 0, secure());
  safeLocalStorage()?.removeItem(LOGIN_STORAGE_KEY);
}
