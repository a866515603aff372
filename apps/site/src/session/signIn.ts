/** The sign-in flows' common end and the logout (spec §1, §2, §4). */
import {
  type Client,
  getSessionForToken,
  getSharerMe,
  type Session,
  signInDev,
} from '@lightbearers/api-client';
import { FALLBACK_PATH, postLoginPath } from '@lightbearers/domain';
import { clearOfflineReads } from '../offline/serviceWorker';
import { endLineLogin } from './line';
import { appStore, endSession, startSession } from './store';
import { sendUserLogIfDue } from './userLog';

/**
 * Every sign-in ends here: store the session, send the day's user log, then answer where the
 * member goes — `/all/other` with a sharer registration (`getSharerMe`), else `/sharer`. When the
 * registration cannot be read the member goes to the fallback `/all/other`.
 */
export async function finishSignIn(client: Client, session: Session, store = appStore): Promise<string> {
  startSession(session, store);
  void sendUserLogIfDue(client, session.userID);
  try {
    return postLoginPath((await getSharerMe(client)) !== null);
  } catch (error) {
    console.warn('cannot read the sharer registration', error);
    return FALLBACK_PATH;
  }
}

/** `?jwt=` / `#jwt=`: fetch the member's login data with the token, then `finishSignIn`. Null when the token is refused. */
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

/** The development provider: sign in as demo member `uid`. */
export async function signInAsDemoMember(client: Client, uid: number, store = appStore): Promise<string> {
  return finishSignIn(client, await signInDev(client, uid), store);
}

/**
 * Logout: both stores and the atom cleared, the LINE login ended if it was one, and the offline
 * cache of pages read emptied (nothing of the member stays on the device); the caller goes to `/`.
 */
export async function logout(store = appStore): Promise<void> {
  endSession(store);
  await Promise.all([endLineLogin(), clearOfflineReads().catch(() => {})]);
}
