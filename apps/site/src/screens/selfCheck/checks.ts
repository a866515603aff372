/**
 * The self-check page's checks (`/test`, ADR 041): what a member's browser can do for the site, read
 * in the browser when the member asks — never on the service, whose answer would say nothing of the
 * member's phone. Each check is a plain function of what it reads, so its outcomes are tested
 * without a browser.
 */
import type { BellFeed, SiteSettings } from '@lightbearers/api-client';
import { selfCheckCopy as text } from './copy';

export type CheckState = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  id: 'storage' | 'connection' | 'line' | 'service' | 'notifications' | 'app';
  label: string;
  state: CheckState;
  detail: string;
}

/** What the browser says of itself (read by `readBrowser`, given by tests). */
export interface BrowserFacts {
  /** A value could be written to and read back from local storage. */
  storage: boolean;
  cookies: boolean;
  online: boolean;
  /** The page runs in LINE's in-app browser. */
  inLine: boolean;
  /** Opened from the home screen (display mode standalone). */
  installed: boolean;
}

/** Reads the browser's facts (browser only). */
export function readBrowser(): BrowserFacts {
  let storage = false;
  try {
    const key = 'lightbearers-self-check';
    localStorage.setItem(key, '1');
    storage = localStorage.getItem(key) === '1';
    localStorage.removeItem(key);
  } catch {
    storage = false;
  }
  return {
    storage,
    cookies: navigator.cookieEnabled,
    online: navigator.onLine,
    inLine: /\bLine\//u.test(navigator.userAgent),
    installed: matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** The sign-in is kept in local storage and in a cookie: both must work. */
export function storageCheck(facts: BrowserFacts): CheckResult {
  const ok = facts.storage && facts.cookies;
  return {
    id: 'storage',
    label: text.storage.label,
    state: ok ? 'ok' : 'fail',
    detail: ok ? text.storage.ok : text.storage.fail,
  };
}

export function connectionCheck(facts: BrowserFacts): CheckResult {
  return {
    id: 'connection',
    label: text.connection.label,
    state: facts.online ? 'ok' : 'fail',
    detail: facts.online ? text.connection.ok : text.connection.fail,
  };
}

/** LINE sign-in needs the site's LIFF id; inside LINE it is the way most members sign in. */
export function lineCheck(facts: BrowserFacts, settings: SiteSettings): CheckResult {
  const where = facts.inLine ? text.line.inLine : text.line.browser;
  return settings.liffId
    ? { id: 'line', label: text.line.label, state: 'ok', detail: `${where} ${text.line.ready}` }
    : { id: 'line', label: text.line.label, state: 'warn', detail: `${where} ${text.line.unset}` };
}

/** An answer slower than this is worth a look (the first screen's pages need several reads). */
export const SLOW_SERVICE_MS = 1000;

/** The service answered (or not) after `ms` milliseconds. */
export function serviceCheck(answer: { ok: true; ms: number } | { ok: false }): CheckResult {
  const label = text.service.label;
  if (!answer.ok) return { id: 'service', label, state: 'fail', detail: text.service.fail };
  return answer.ms <= SLOW_SERVICE_MS
    ? { id: 'service', label, state: 'ok', detail: text.service.ok }
    : { id: 'service', label, state: 'warn', detail: text.service.slow(Math.round(answer.ms / 100) / 10) };
}

/** The member's notifications could be read (signed in), or why not. */
export function notificationsCheck(
  answer: { signedIn: false } | { signedIn: true; feed: BellFeed | null },
): CheckResult {
  if (!answer.signedIn)
    return {
      id: 'notifications',
      label: text.notifications.label,
      state: 'warn',
      detail: text.notifications.signedOut,
    };
  return answer.feed
    ? {
        id: 'notifications',
        label: text.notifications.label,
        state: 'ok',
        detail: text.notifications.ok(answer.feed.unread),
      }
    : {
        id: 'notifications',
        label: text.notifications.label,
        state: 'fail',
        detail: text.notifications.fail,
      };
}

export function appCheck(facts: BrowserFacts): CheckResult {
  return facts.installed
    ? { id: 'app', label: text.app.label, state: 'ok', detail: text.app.installed }
    : { id: 'app', label: text.app.label, state: 'warn', detail: text.app.browser };
}
