/** The sign-in flows' common end and the logout (product §1, §2, §4). */
import {
  type Client,
  getSessionForToken,
  getSharerMe,
  type Session,
  signInDev,
  signInWithEmailLink,
} from '@lightbearers/api-client';
import { FALLBACK_PATH, postLoginPath } from '@lightbearers/domain';
import { clearOfflineReads } from '../offline/keptScreens';
import { startSignIn, takeSignInNonce } from './handoff';
import type { AddressHandoff } from './jwt';
import { endLineLogin } from './line';
import { appStore, currentSession, endSession, startSession } from './store';
import { askToSwitch } from './switch';
import { sendUserLogIfDue } from './userLog';

/**
 * Every sign-in ends here: store the session, send the day's user log, then answer where the
 * member goes — `/all/other` with a sharer registration (`getSharerMe`), else `/sharer`. When the
 * registration cannot be read the member goes to the fallback `/all/other`. Another member signed
 * in on this browser is never replaced without the member's yes (`askToSwitch`, ADR 020): on a no,
 * nothing changes and the answer is null.
 */
export async function finishSignIn(
  client: Client,
  session: Session,
  store = appStore,
): Promise<string | null> {
  const current = currentSession(store);
  if (current && current.userID !== session.userID && !(await askToSwitch(current, session, store)))
    return null;
  startSession(session, store);
  void sendUserLogIfDue(client, session.userID);
  try {
    return postLoginPath((await getSharerMe(client)) !== null);
  } catch (error) {
    console.warn('cannot read the sharer registration', error);
    return FALLBACK_PATH;
  }
}

/**
 * A token: fetch the member's login data with it, then `finishSignIn`. Null when the token is
 * refused (or the member keeps the session they have).
 */
export async function signInWithToken(client: Client, jwt: string, store = appStore): Promise<string | null> {
  let session: Session;
  try {
    session = await getSessionForToken(client, jwt);
  } catch (error) {
    console.warn('sign-in token refused', error);
    return null;
  }
  return finishSignIn(client, session, store);
}

/**
 * The hand-off of a token in the address (`#jwt=…&nonce=…`, `?jwt=…&nonce=…`): taken only with the
 * nonce this tab kept when it started the sign-in, which it uses up (ADR 020). A token in a link
 * somebody else made signs nobody in: null.
 */
export async function signInFromAddress(
  client: Client,
  handoff: AddressHandoff,
  store = appStore,
): Promise<string | null> {
  if (!takeSignInNonce(handoff.nonce)) {
    console.warn('a sign-in token this browser did not ask for was ignored');
    return null;
  }
  return signInWithToken(client, handoff.jwt, store);
}

/** The development provider: sign in as demo member `uid` (with a one-time nonce, given back). */
export async function signInAsDemoMember(
  client: Client,
  uid: number,
  store = appStore,
): Promise<string | null> {
  const nonce = startSignIn();
  const session = await signInDev(client, uid, nonce);
  if (!takeSignInNonce(nonce)) throw new Error('the sign-in nonce of this tab was used by another sign-in');
  return finishSignIn(client, session, store);
}

/**
 * A sign-in link from an e-mail (`/login/email#token=…`): the token, with a one-time nonce of this
 * tab (given back, ADR 020), for a session; then the same end as every sign-in. The link may open
 * in any tab or browser: the nonce is this tab's own, made here.
 */
export async function signInWithEmailToken(
  client: Client,
  token: string,
  store = appStore,
): Promise<string | null> {
  const nonce = startSignIn();
  const session = await signInWithEmailLink(client, token, nonce);
  if (!takeSignInNonce(nonce)) throw new Error('the sign-in nonce of this tab was used by another sign-in');
  return finishSignIn(client, session, store);
}

/**
 * Logout: both stores and the atom cleared, the LINE login ended if it was one, and the offline
 * cache of pages read emptied (nothing of the member stays on the device); the caller goes to `/`.
 */
export async function logout(store = appStore): Promise<void> {
  endSession(store);
  await Promise.all([endLineLogin(), clearOfflineReads().catch(() => {})]);
}
