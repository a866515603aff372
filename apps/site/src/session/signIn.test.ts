import { getBellNotifications } from '@lightbearers/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteClient, handleUnauthorized } from '../api';
import { SESSION } from '../test/fixtures';
import { ORIGIN, setupSiteApi } from '../test/mockApi';
import { SIGN_IN_NONCE_KEY, startSignIn } from './handoff';
import { setNavigate } from './navigate';
import { logout, signInAsDemoMember, signInFromAddress, signInWithToken } from './signIn';
import { clearStoredLogin, readCookie } from './storage';
import { appStore, currentSession, sessionAtom, startSession } from './store';
import { switchQuestionAtom } from './switch';
import { sendUserLogIfDue, USER_LOG_KEY } from './userLog';

const { mock, requests } = setupSiteApi();
const client = () => createSiteClient({ baseUrl: ORIGIN });

const uidOf = (type: 'creator' | 'sharer') => {
  const profile = mock.db.profiles.find((p) => p.attributes.type === type);
  if (!profile) throw new Error(`no ${type} in the mock data`);
  return profile.attributes.uid as number;
};

afterEach(() => {
  appStore.get(switchQuestionAtom)?.answer(false);
  appStore.set(sessionAtom, null);
  sessionStorage.clear();
  localStorage.clear();
  clearStoredLogin();
  vi.useRealTimers();
});

describe('sign-in with a token (?jwt= / #jwt=)', () => {
  it('fetches the login data, stores it, and sends a sharer with a registration to /all/other', async () => {
    const uid = uidOf('sharer');
    await expect(signInWithToken(client(), `mock-jwt-${uid}`)).resolves.toBe('/all/other');
    expect(currentSession()).toMatchObject({ userID: uid, userJWT: `mock-jwt-${uid}` });
    expect(JSON.parse(localStorage.getItem('072today') ?? '{}').userID).toBe(uid);
    expect(JSON.parse(readCookie(document.cookie, '072today') ?? '{}').userID).toBe(uid);
    expect(requests()).toEqual(expect.arrayContaining(['GET /api/users/me', 'GET /api/sharer/me']));
  });

  it('sends a member without a sharer registration to /sharer', async () => {
    await expect(signInWithToken(client(), `mock-jwt-${uidOf('creator')}`)).resolves.toBe('/sharer');
  });

  it('a refused token signs nobody in', async () => {
    await expect(signInWithToken(client(), 'forged')).resolves.toBeNull();
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem('072today')).toBeNull();
  });

  it('when the registration cannot be read the member goes to the fallback /all/other', async () => {
    mock.fail('GET /api/sharer/me', 500);
    await expect(signInWithToken(client(), `mock-jwt-${uidOf('creator')}`)).resolves.toBe('/all/other');
  });
});

describe('a token in the address counts only with the nonce this tab kept (login CSRF)', () => {
  /** The answer of the switch question, once it is asked. */
  const answerSwitch = async (yes: boolean) => {
    await vi.waitFor(() => expect(appStore.get(switchQuestionAtom)).not.toBeNull());
    const question = appStore.get(switchQuestionAtom)!;
    question.answer(yes);
    return question;
  };

  it("a link made by somebody else — another member's token, no nonce — signs nobody in", async () => {
    startSession(SESSION);
    const other = uidOf('creator');
    await expect(signInFromAddress(client(), { jwt: `mock-jwt-${other}`, nonce: null })).resolves.toBeNull();
    // Not even asked: the token was never looked at.
    expect(requests()).not.toContain('GET /api/users/me');
    expect(currentSession()?.userID).toBe(SESSION.userID);
    // A nonce this tab never kept (or one kept by another sign-in) is refused the same way.
    startSignIn();
    await expect(
      signInFromAddress(client(), { jwt: `mock-jwt-${other}`, nonce: 'guessed-nonce-0123' }),
    ).resolves.toBeNull();
    expect(currentSession()?.userID).toBe(SESSION.userID);
  });

  it('the sign-in this tab started lands with its nonce, once', async () => {
    const uid = uidOf('sharer');
    const nonce = startSignIn();
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(sessionStorage.getItem(SIGN_IN_NONCE_KEY)).toBe(nonce);
    await expect(signInFromAddress(client(), { jwt: `mock-jwt-${uid}`, nonce })).resolves.toBe('/all/other');
    expect(currentSession()?.userID).toBe(uid);
    expect(sessionStorage.getItem(SIGN_IN_NONCE_KEY)).toBeNull();
    // Used up: the same address again signs nobody in.
    appStore.set(sessionAtom, null);
    await expect(signInFromAddress(client(), { jwt: `mock-jwt-${uid}`, nonce })).resolves.toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('never replaces the signed-in member without their yes', async () => {
    startSession(SESSION);
    const other = uidOf('creator');
    const declined = signInFromAddress(client(), { jwt: `mock-jwt-${other}`, nonce: startSignIn() });
    const question = await answerSwitch(false);
    expect(question.from).toBe(SESSION.name);
    expect(question.to).toBe(mock.db.profiles.find((p) => p.attributes.uid === other)?.attributes.name);
    await expect(declined).resolves.toBeNull();
    expect(currentSession()?.userID).toBe(SESSION.userID);
    expect(JSON.parse(localStorage.getItem('072today') ?? '{}').userID).toBe(SESSION.userID);

    const accepted = signInFromAddress(client(), { jwt: `mock-jwt-${other}`, nonce: startSignIn() });
    await answerSwitch(true);
    await expect(accepted).resolves.toBe('/sharer');
    expect(currentSession()?.userID).toBe(other);
  });

  it('the same member signing in again is not asked', async () => {
    const uid = uidOf('sharer');
    startSession({ ...SESSION, userID: uid, userJWT: 'old-token' });
    await expect(signInFromAddress(client(), { jwt: `mock-jwt-${uid}`, nonce: startSignIn() })).resolves.toBe(
      '/all/other',
    );
    expect(appStore.get(switchQuestionAtom)).toBeNull();
    expect(currentSession()?.userJWT).toBe(`mock-jwt-${uid}`);
  });
});

describe('development sign-in', () => {
  it('signs in as the demo member with a one-time nonce and redirects by registration', async () => {
    await expect(signInAsDemoMember(client(), uidOf('creator'))).resolves.toBe('/sharer');
    expect(currentSession()?.userID).toBe(uidOf('creator'));
    expect(requests()).toContain('POST /api/auth/dev');
    expect(sessionStorage.getItem(SIGN_IN_NONCE_KEY)).toBeNull();
  });

  it('asks before replacing another member', async () => {
    startSession(SESSION);
    const pending = signInAsDemoMember(client(), uidOf('creator'));
    await vi.waitFor(() => expect(appStore.get(switchQuestionAtom)).not.toBeNull());
    appStore.get(switchQuestionAtom)!.answer(false);
    await expect(pending).resolves.toBeNull();
    expect(currentSession()?.userID).toBe(SESSION.userID);
  });
});

describe('logout', () => {
  it('clears the atom, local storage and the cookie', async () => {
    startSession(SESSION);
    await logout();
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem('072today')).toBeNull();
    expect(readCookie(document.cookie, '072today')).toBeNull();
  });
});

describe('the user log, at most once per Bangkok day', () => {
  it('sends once a day per member', async () => {
    const c = client();
    startSession({ ...SESSION, userJWT: `mock-jwt-${uidOf('sharer')}` });
    const morning = Date.parse('2026-11-24T01:00:00+07:00');
    expect(await sendUserLogIfDue(c, 7, morning)).toBe(true);
    expect(await sendUserLogIfDue(c, 7, morning + 3_600_000)).toBe(false);
    // 23:59 Bangkok is still the same day; 00:01 the next day is a new one.
    expect(await sendUserLogIfDue(c, 7, Date.parse('2026-11-24T23:59:00+07:00'))).toBe(false);
    expect(await sendUserLogIfDue(c, 7, Date.parse('2026-11-25T00:01:00+07:00'))).toBe(true);
    expect(requests().filter((r) => r === 'POST /api/userpostlogs')).toHaveLength(2);
    expect(localStorage.getItem(USER_LOG_KEY)).toBe('7:2026-11-25');
  });

  it('another member on the same browser gets their own log', async () => {
    const c = client();
    startSession({ ...SESSION, userJWT: `mock-jwt-${uidOf('sharer')}` });
    const now = Date.parse('2026-11-24T10:00:00+07:00');
    expect(await sendUserLogIfDue(c, 7, now)).toBe(true);
    expect(await sendUserLogIfDue(c, 8, now)).toBe(true);
    expect(requests().filter((r) => r === 'POST /api/userpostlogs')).toHaveLength(2);
  });
});

describe('a 401 ends the session cleanly', () => {
  it('a call answered 401 clears both stores and goes to / once, without a loop', async () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    startSession({ ...SESSION, userJWT: 'expired-token' });
    const c = client();
    await expect(getBellNotifications(c)).rejects.toMatchObject({ status: 401 });
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem('072today')).toBeNull();
    expect(readCookie(document.cookie, '072today')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    // Signed out, the next call carries no bearer: its 401 ends nothing and navigates nowhere.
    await expect(getBellNotifications(c)).rejects.toMatchObject({ status: 401 });
    handleUnauthorized();
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
