/** Profiles, the signed-in member and sign-in (product §7, content service). */
import {
  DIRECTORY_PAGE_SIZE,
  type EXPORT_PAGE_SIZE,
  isSearchQuery,
  PROFILE_UID_BATCH,
  PROFILE_UID_LIMIT,
  stripHandle,
} from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ApiError, ERROR_MESSAGES, HandleTakenError } from '../errors';
import { toPage } from '../normalise/common';
import { toDevMembers, toProfile, toSession } from '../normalise/profile';
import { toApplication } from '../normalise/social';
import type { Application, DevMember, Page, Profile, ProfileType, Session, SocialLink } from '../plain';
import { type Filters, type ProfileResource, strapiQuery } from '../query';
import {
  authResultSchema,
  authUserSchema,
  devMembersSchema,
  emailLinkSentSchema,
  type WireAuthResult,
} from '../wire/auth';
import {
  profileListSchema,
  profileSingleSchema,
  sharerMeSchema,
  type WireProfileUpdate,
} from '../wire/profile';

const PROFILE_ERROR = ERROR_MESSAGES.userProfile;

async function listProfiles(
  client: Client,
  filters: Filters<ProfileResource['fields']>,
  pagination: { page: number; pageSize: number },
  auth = false,
): Promise<Page<Profile>> {
  const query = strapiQuery<ProfileResource>({
    filters,
    populate: ['picture'],
    sort: ['id:asc'],
    pagination,
  });
  const wire = await request(client, {
    url: `${client.api}/profiles`,
    query,
    auth,
    schema: profileListSchema,
    errorMessage: PROFILE_ERROR,
  });
  return toPage(wire, (entity) => toProfile(entity, client.img));
}

/** The profile of user `uid`, or null when there is none (the app goes to /all/other). */
export async function getProfileByUid(client: Client, uid: number): Promise<Profile | null> {
  const page = await listProfiles(client, { uid: { $eq: uid } }, { page: 1, pageSize: 1 });
  return page.items[0] ?? null;
}

/** The profile with handle `at` (with or without `@`), or null. */
export async function getProfileByHandle(client: Client, at: string): Promise<Profile | null> {
  const handle = stripHandle(at);
  if (!handle) return null;
  const page = await listProfiles(client, { at: { $eq: handle } }, { page: 1, pageSize: 1 });
  return page.items[0] ?? null;
}

/**
 * Member search (bearer): names containing `q`, case-insensitive. Fewer than 3 characters sends
 * nothing and answers an empty page (product §5).
 */
export async function searchProfiles(client: Client, q: string, page = 1): Promise<Page<Profile>> {
  if (!isSearchQuery(q)) return { items: [], page: 1, pageSize: DIRECTORY_PAGE_SIZE, pageCount: 0, total: 0 };
  return listProfiles(
    client,
    { name: { $containsi: q.trim() } },
    { page, pageSize: DIRECTORY_PAGE_SIZE },
    true,
  );
}

/** The members directory and the export pages: 50 (directory) or 100 (export) a page, optionally one type. */
export function getProfilesPage(
  client: Client,
  options: {
    page: number;
    pageSize?: typeof DIRECTORY_PAGE_SIZE | typeof EXPORT_PAGE_SIZE;
    type?: ProfileType;
  },
): Promise<Page<Profile>> {
  return listProfiles(
    client,
    options.type ? { type: { $eq: options.type } } : {},
    { page: options.page, pageSize: options.pageSize ?? DIRECTORY_PAGE_SIZE },
    true,
  );
}

/** Profiles of up to 200 distinct uids, fetched 25 per request, in the order asked. */
export async function getProfilesByUids(client: Client, uids: readonly number[]): Promise<Profile[]> {
  const wanted = [...new Set(uids)].slice(0, PROFILE_UID_LIMIT);
  const batches: number[][] = [];
  for (let i = 0; i < wanted.length; i += PROFILE_UID_BATCH)
    batches.push(wanted.slice(i, i + PROFILE_UID_BATCH));
  const pages = await Promise.all(
    batches.map((batch) =>
      listProfiles(client, { uid: { $in: batch } }, { page: 1, pageSize: batch.length }),
    ),
  );
  const byUid = new Map(pages.flatMap((page) => page.items).map((profile) => [profile.uid, profile]));
  return wanted.flatMap((uid) => {
    const profile = byUid.get(uid);
    return profile ? [profile] : [];
  });
}

/** `GET /api/sharer/me` (bearer): the member's sharer application, or null. */
export async function getSharerMe(client: Client): Promise<Application | null> {
  const wire = await request(client, {
    url: `${client.api}/sharer/me`,
    auth: true,
    schema: sharerMeSchema,
    errorMessage: ERROR_MESSAGES.userData,
  });
  const first = wire.data.attributes.results[0];
  return first ? toApplication({ id: first.id, attributes: first }) : null;
}

export interface ProfileUpdate {
  name: string;
  des: string;
  /** New handle (a leading `@` is dropped); omitted or blank keeps the current one. */
  at?: string;
  links?: readonly SocialLink[];
  /** Upload id of a new picture. */
  pictureId?: number;
  org1?: string | null;
  org2?: string | null;
}

function updateBody(update: ProfileUpdate, withHandle: boolean): { data: WireProfileUpdate } {
  const at = update.at === undefined ? undefined : stripHandle(update.at);
  return {
    data: {
      name: update.name,
      des: update.des,
      ...(withHandle && at ? { at } : {}),
      ...(update.links ? { link: update.links.map(({ social, url }) => ({ social, url })) } : {}),
      ...(update.pictureId !== undefined ? { picture: update.pictureId } : {}),
      ...(update.org1 !== undefined ? { org1: update.org1 } : {}),
      ...(update.org2 !== undefined ? { org2: update.org2 } : {}),
    },
  };
}

/**
 * `POST /api/updateProfile/{userID}` (bearer, owner). A non-200 answer throws 'not 200'. When the
 * handle is taken (409), the rest is sent again without the handle, and `HandleTakenError` (with the
 * saved profile) is thrown so the app shows the handle-taken modal.
 */
export async function updateProfile(client: Client, userID: number, update: ProfileUpdate): Promise<Profile> {
  const send = async (withHandle: boolean) => {
    const wire = await request(client, {
      method: 'post',
      url: `${client.api}/updateProfile/${userID}`,
      auth: true,
      json: updateBody(update, withHandle),
      schema: profileSingleSchema,
      errorMessage: ERROR_MESSAGES.profileUpdate,
    });
    return toProfile(wire.data, client.img);
  };
  try {
    return await send(true);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const saved = await send(false);
    throw new HandleTakenError(updateBody(update, true).data.at ?? '', {
      kind: 'http',
      status: 409,
      serverName: error.serverName,
      serverMessage: error.serverMessage,
      request: error.request,
      cause: error,
      profile: saved,
    });
  }
}

/**
 * A sign-in answer is taken only with the nonce the caller sent given back beside the token (the
 * site's one-time sign-in nonce, ADR 020); without one sent, none is asked for.
 */
function echoed(wire: WireAuthResult, nonce: string | undefined, message: string, request: string) {
  if (nonce !== undefined && wire.nonce !== nonce)
    throw new ApiError(message, { kind: 'invalid-response', request });
  return wire;
}

/**
 * LINE sign-in: posts the LIFF ID token; the service verifies it (e-mail required). Failure:
 * 'Cannot login Line'. With the site's sign-in `nonce`, the answer must give it back. `tokenNonce`
 * is the ID token's own nonce (LINE checks it, and the service refuses a token that has one
 * without it).
 */
export async function signInWithLine(
  client: Client,
  lineUserId: string,
  idToken: string,
  nonce?: string,
  tokenNonce?: string,
): Promise<Session> {
  const url = `${client.api}/updateprofileline/${encodeURIComponent(lineUserId)}`;
  const wire = await request(client, {
    method: 'post',
    url,
    // An unset nonce is left out (JSON has no undefined).
    json: { data: { idToken, nonce: tokenNonce }, nonce },
    schema: authResultSchema,
    errorMessage: ERROR_MESSAGES.lineLogin,
  });
  return toSession(echoed(wire, nonce, ERROR_MESSAGES.lineLogin, `POST ${url}`), client.img);
}

/**
 * E-mail sign-in (and sign-up): `POST /api/auth/email` sends a one-time link to `email`; answers
 * the address as the service keeps it and the minutes the link works. 429 when the address or the
 * network asked too often, 501 when the service sends no mail.
 */
export async function requestEmailSignIn(
  client: Client,
  email: string,
): Promise<{ email: string; minutes: number }> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/auth/email`,
    json: { email },
    schema: emailLinkSentSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data;
}

/**
 * The link's token (from `/login/email#token=…`) for a session: `POST /api/auth/email/verify`,
 * once, within its minutes; with the site's sign-in `nonce`, the answer must give it back. A used,
 * expired or unknown link is a 401 ApiError; a blocked member's a 403.
 */
export async function signInWithEmailLink(client: Client, token: string, nonce?: string): Promise<Session> {
  const url = `${client.api}/auth/email/verify`;
  const wire = await request(client, {
    method: 'post',
    url,
    json: nonce ? { token, nonce } : { token },
    schema: authResultSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toSession(echoed(wire, nonce, ERROR_MESSAGES.generic, `POST ${url}`), client.img);
}

/** Development provider: the demo members one can sign in as. */
export async function getDevMembers(client: Client): Promise<DevMember[]> {
  const wire = await request(client, {
    url: `${client.api}/connect/dev`,
    schema: devMembersSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toDevMembers(wire, client.img);
}

/** Development provider: sign in as demo member `uid` (with the site's sign-in `nonce`, given back). */
export async function signInDev(client: Client, uid: number, nonce?: string): Promise<Session> {
  const url = `${client.api}/auth/dev`;
  const wire = await request(client, {
    method: 'post',
    url,
    json: nonce ? { uid, nonce } : { uid },
    schema: authResultSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toSession(echoed(wire, nonce, ERROR_MESSAGES.generic, `POST ${url}`), client.img);
}

/**
 * `GET /api/users/me` with `jwt` as the bearer: the login data of the member a token belongs to —
 * how the site completes an OAuth sign-in that landed with `#jwt=` (or `?jwt=`). The token is sent
 * explicitly (the session does not hold it yet), so a 401 here does not end any session.
 */
export async function getSessionForToken(client: Client, jwt: string): Promise<Session> {
  const user = await request(client, {
    url: `${client.api}/users/me`,
    headers: { Authorization: `Bearer ${jwt}` },
    schema: authUserSchema,
    errorMessage: ERROR_MESSAGES.userData,
  });
  return toSession({ jwt, user }, client.img);
}

/**
 * Where the browser goes for OAuth sign-in (`google`, `tiktok`), with the site's one-time sign-in
 * `nonce`: the service redirects back to LOGIN_REDIRECT_URL with the token and that nonce in the URL
 * fragment, `#jwt=…&nonce=…` (never the query string: ADR 020).
 */
export function signInUrl(client: Client, provider: 'google' | 'tiktok', nonce: string): string {
  return `${client.api}/connect/${provider}?${new URLSearchParams({ nonce })}`;
}
