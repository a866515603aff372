import { afterEach, describe, expect, it } from 'vitest';
import { SESSION } from '../test/fixtures';
import {
  clearStoredLogin,
  cookieAssignment,
  parseLoginData,
  readCookie,
  readStoredLogin,
  writeStoredLogin,
} from './storage';
import { appStore, currentSession, endSession, loadSession, sessionAtom, startSession } from './store';

const cookie = () => readCookie(document.cookie, '072today');

afterEach(() => {
  clearStoredLogin();
  localStorage.clear();
  appStore.set(sessionAtom, null);
});

describe('login data in a cookie and local storage, both 072today', () => {
  it('writes the same JSON to both, the cookie for 30 days', () => {
    writeStoredLogin(SESSION);
    expect(JSON.parse(localStorage.getItem('072today') ?? '')).toEqual(SESSION);
    expect(JSON.parse(cookie() ?? '')).toEqual(SESSION);
    const assignment = cookieAssignment('072today', 'x', 30, false);
    expect(assignment).toContain(`max-age=${30 * 24 * 3600}`);
    expect(assignment).toContain('path=/');
    expect(assignment).toContain('samesite=lax');
    expect(cookieAssignment('072today', 'x', 30, true)).toMatch(/; secure$/);
  });

  it('reads the login back; clearing removes both', () => {
    writeStoredLogin(SESSION);
    expect(readStoredLogin()).toEqual({ kind: 'session', session: SESSION });
    clearStoredLogin();
    expect(cookie()).toBeNull();
    expect(localStorage.getItem('072today')).toBeNull();
    expect(readStoredLogin()).toEqual({ kind: 'none' });
  });

  it('an expired cookie ends the login and removes the local-storage copy', () => {
    localStorage.setItem('072today', JSON.stringify(SESSION));
    expect(readStoredLogin()).toEqual({ kind: 'none' });
    expect(localStorage.getItem('072today')).toBeNull();
  });

  it('login data without a user id (or token) is invalid', () => {
    expect(parseLoginData(JSON.stringify({ ...SESSION, userID: undefined })).kind).toBe('invalid');
    expect(parseLoginData(JSON.stringify({ ...SESSION, userID: 0 })).kind).toBe('invalid');
    expect(parseLoginData(JSON.stringify({ ...SESSION, userJWT: '' })).kind).toBe('invalid');
    expect(parseLoginData('{not json').kind).toBe('invalid');
    expect(parseLoginData(JSON.stringify({ ...SESSION, userID: '7' }))).toMatchObject({
      session: { userID: 7 },
    });
    expect(parseLoginData(null).kind).toBe('none');
  });
});

describe('the session atom', () => {
  it('startSession and endSession keep the atom and both stores together', () => {
    startSession(SESSION);
    expect(currentSession()).toEqual(SESSION);
    expect(cookie()).not.toBeNull();
    endSession();
    expect(currentSession()).toBeNull();
    expect(cookie()).toBeNull();
    expect(localStorage.getItem('072today')).toBeNull();
  });

  it('loadSession restores a stored login', () => {
    writeStoredLogin(SESSION);
    expect(loadSession()).toBe('session');
    expect(currentSession()?.userID).toBe(7);
  });

  it('a stored login without a user id is dropped from both stores (product §2)', () => {
    const bad = JSON.stringify({ ...SESSION, userID: null });
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants login data the app would never write
    document.cookie = cookieAssignment('072today', bad, 30, false);
    localStorage.setItem('072today', bad);
    expect(loadSession()).toBe('dropped');
    expect(currentSession()).toBeNull();
    expect(cookie()).toBeNull();
    expect(localStorage.getItem('072today')).toBeNull();
  });
});
