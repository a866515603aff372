import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiError, HandleTakenError } from '../errors';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  getDevMembers,
  getProfileByHandle,
  getProfileByUid,
  getProfilesByUids,
  getProfilesPage,
  getSessionForToken,
  getSharerMe,
  requestEmailSignIn,
  searchProfiles,
  signInDev,
  signInUrl,
  signInWithEmailLink,
  signInWithLine,
  updateProfile,
} from './profiles';

const ctx = setupMockApi();

describe('reading profiles', () => {
  it('getProfileByUid: filters uid $eq, populates the picture, normalises', async () => {
    const wire = ctx.mock.db.profiles[3];
    const profile = await getProfileByUid(ctx.client, 4);
    const request = await ctx.last();
    expect(request.path).toBe('/api/profiles');
    expect(queryOf(request)).toEqual({
      'filters[uid][$eq]': '4',
      'populate[0]': 'picture',
      sort: 'id:asc',
      'pagination[page]': '1',
      'pagination[pageSize]': '1',
    });
    expect(profile).toMatchObject({
      uid: 4,
      name: wire?.attributes.name,
      des: wire?.attributes.des,
      org1: wire?.attributes.org1,
      type: wire?.attributes.type,
    });
    // only links with a URL
    expect(profile?.links.every((l) => l.url)).toBe(true);
    expect(profile?.links.length).toBe(wire?.attributes.link?.filter((l) => l.url).length);
  });

  it('picture: the uploaded small format, else google_picture', async () => {
    const uploaded = ctx.mock.db.profiles.find((p) => p.attributes.picture?.data);
    const google = ctx.mock.db.profiles.find((p) => !p.attributes.picture?.data);
    const [a, b] = await getProfilesByUids(ctx.client, [uploaded?.id as number, google?.id as number]);
    expect(a?.picture).toBe(uploaded?.attributes.picture?.data?.attributes.formats?.small?.url);
    expect(a?.pictureThumbnail).toBe(uploaded?.attributes.picture?.data?.attributes.formats?.thumbnail?.url);
    expect(a?.pictureId).toBe(uploaded?.attributes.picture?.data?.id);
    expect(b?.picture).toBe(google?.attributes.google_picture);
    expect(b?.pictureId).toBeNull();
  });

  it('a missing profile answers null; a failure throws "cannot get userProfile"', async () => {
    expect(await getProfileByUid(ctx.client, 999)).toBeNull();
    ctx.mock.fail('GET /api/profiles', 500);
    await expect(getProfileByUid(ctx.client, 1)).rejects.toMatchObject({ message: 'cannot get userProfile' });
  });

  it('getProfileByHandle drops the leading @ and filters at $eq', async () => {
    const wire = ctx.mock.db.profiles.find((p) => p.attributes.at);
    const profile = await getProfileByHandle(ctx.client, ` @${wire?.attributes.at}`);
    expect(queryOf(await ctx.last())['filters[at][$eq]']).toBe(wire?.attributes.at);
    expect(profile?.uid).toBe(wire?.attributes.uid);
    expect(await getProfileByHandle(ctx.client, '@')).toBeNull();
  });

  it('getProfilesByUids: distinct uids, 25 per request, at most 200, in the order asked', async () => {
    const wanted = [5, 3, 5, ...Array.from({ length: 40 }, (_, i) => i + 1)];
    const profiles = await getProfilesByUids(ctx.client, wanted);
    const requests = await ctx.requests();
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.query.filter(([k]) => k.startsWith('filters[uid][$in]')).length)).toEqual([
      25, 15,
    ]);
    const members = ctx.mock.db.profiles.length;
    expect(profiles.map((p) => p.uid)).toEqual([...new Set(wanted)].filter((uid) => uid <= members));
    await getProfilesByUids(
      ctx.client,
      Array.from({ length: 450 }, (_, i) => i + 1),
    );
    expect((await ctx.requests()).length - 2).toBe(8);
  });

  it('searchProfiles: name $containsi with the bearer; under 3 characters sends nothing', async () => {
    ctx.signIn(1);
    const target = ctx.mock.db.profiles[1]?.attributes.given_name as string;
    const found = await searchProfiles(ctx.client, ` ${target} `);
    const request = await ctx.last();
    expect(request.authorization).toBe('Bearer mock-jwt-1');
    expect(queryOf(request)).toMatchObject({
      'filters[name][$containsi]': target,
      'pagination[pageSize]': '50',
    });
    expect(found.items.every((p) => p.name.includes(target))).toBe(true);
    expect(found.items.length).toBeGreaterThan(0);
    const before = (await ctx.requests()).length;
    // 'วิไ' is 2 characters (grapheme clusters), not 3
    expect((await searchProfiles(ctx.client, 'วิไ')).items).toEqual([]);
    expect((await ctx.requests()).length).toBe(before);
  });

  it('getProfilesPage: the directory (50) or the export (100), optionally one type', async () => {
    ctx.signIn(1);
    const page = await getProfilesPage(ctx.client, { page: 1, pageSize: 100, type: 'creator' });
    expect(queryOf(await ctx.last())).toMatchObject({
      'filters[type][$eq]': 'creator',
      'pagination[pageSize]': '100',
    });
    expect(page.items.every((p) => p.type === 'creator')).toBe(true);
  });

  it('getSharerMe: bearer; the first result, or "cannot get userData"', async () => {
    const sharer = ctx.mock.db.sharerSubs[0];
    ctx.signIn(sharer?.attributes.user?.data?.id as number);
    const me = await getSharerMe(ctx.client);
    expect(await ctx.last()).toMatchObject({
      path: '/api/sharer/me',
      authorization: expect.stringMatching(/^Bearer /),
    });
    expect(me).toEqual({
      id: sharer?.id,
      name: sharer?.attributes.name,
      tel: sharer?.attributes.tel,
      lineid: sharer?.attributes.lineid,
      address: sharer?.attributes.address,
    });
    ctx.signOut();
    await expect(getSharerMe(ctx.client)).rejects.toMatchObject({
      message: 'cannot get userData',
      status: 401,
    });
  });
});

describe('updateProfile', () => {
  it('POST /api/updateProfile/{userID} with bearer and data{name,des,at,link,picture,org1,org2}', async () => {
    ctx.signIn(6);
    const profile = await updateProfile(ctx.client, 6, {
      name: 'ชื่อใหม่',
      des: 'ประวัติใหม่',
      at: '@newhandle6',
      links: [{ social: 'youtube', url: 'https://www.youtube.com/@x' }],
      org1: 'ภูมิภาค',
      org2: 'ภาค 2',
    });
    const request = await ctx.last();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/updateProfile/6',
      authorization: 'Bearer mock-jwt-6',
    });
    expect(request.json).toEqual({
      data: {
        name: 'ชื่อใหม่',
        des: 'ประวัติใหม่',
        at: 'newhandle6',
        link: [{ social: 'youtube', url: 'https://www.youtube.com/@x' }],
        org1: 'ภูมิภาค',
        org2: 'ภาค 2',
      },
    });
    expect(profile).toMatchObject({ name: 'ชื่อใหม่', at: 'newhandle6', org1: 'ภูมิภาค' });
  });

  it('a taken handle: sent again without it (name and bio saved), then HandleTakenError', async () => {
    const taken = ctx.mock.db.profiles.find((p) => p.attributes.at && p.id !== 7)?.attributes.at as string;
    ctx.signIn(7);
    const error = await updateProfile(ctx.client, 7, { name: 'ชื่อเจ็ด', des: 'ประวัติเจ็ด', at: taken }).catch(
      (e: unknown) => e,
    );
    const [first, second] = await ctx.requests();
    expect(first?.json).toMatchObject({ data: { at: taken } });
    expect(second?.json).not.toHaveProperty('data.at');
    expect(second?.json).toHaveProperty('data.name', 'ชื่อเจ็ด');
    expect(error).toBeInstanceOf(HandleTakenError);
    expect(error).toMatchObject({ handle: taken, status: 409, profile: { name: 'ชื่อเจ็ด', des: 'ประวัติเจ็ด' } });
    expect((error as HandleTakenError).profile.at).not.toBe(taken);
  });

  it("someone else's profile: 'not 200'", async () => {
    ctx.signIn(8);
    const error = (await updateProfile(ctx.client, 9, { name: 'x', des: 'y' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('not 200');
    expect(error.status).toBe(403);
  });
});

describe('sign-in', () => {
  it('dev members and dev sign-in give the product’s login data', async () => {
    const members = await getDevMembers(ctx.client);
    expect(await ctx.last()).toMatchObject({ method: 'GET', path: '/api/connect/dev' });
    expect(members).toHaveLength(ctx.mock.db.profiles.length);
    const session = await signInDev(ctx.client, 2);
    expect(await ctx.last()).toMatchObject({ method: 'POST', path: '/api/auth/dev', json: { uid: 2 } });
    const wire = ctx.mock.db.profiles[1]?.attributes;
    expect(session).toMatchObject({
      userID: 2,
      userJWT: 'mock-jwt-2',
      name: wire?.name,
      at: wire?.at,
      google_picture: wire?.google_picture,
    });
    expect(session.picture).toBe(session.profile_picture ?? session.google_picture);
  });

  it('getSessionForToken: GET users/me with the given bearer gives the login data; a bad token is a 401', async () => {
    const session = await getSessionForToken(ctx.client, 'mock-jwt-3');
    const request = await ctx.last();
    expect(request).toMatchObject({
      method: 'GET',
      path: '/api/users/me',
      authorization: 'Bearer mock-jwt-3',
    });
    expect(session).toMatchObject({
      userID: 3,
      userJWT: 'mock-jwt-3',
      name: ctx.mock.db.profiles[2]?.attributes.name,
    });
    await expect(getSessionForToken(ctx.client, 'not-a-token')).rejects.toMatchObject({ status: 401 });
  });

  it('LINE: POST updateprofileline/{lineUserId} with data{idToken}; a refusal is "Cannot login Line"', async () => {
    const session = await signInWithLine(ctx.client, 'U1234', 'line-token-3');
    expect(await ctx.last()).toMatchObject({
      path: '/api/updateprofileline/U1234',
      json: { data: { idToken: 'line-token-3' } },
    });
    expect(session.userID).toBe(3);
    await expect(signInWithLine(ctx.client, 'U1234', 'line-noemail')).rejects.toMatchObject({
      message: 'Cannot login Line',
      status: 400,
    });
  });

  it('e-mail: POST auth/email sends a link; POST auth/email/verify trades its token (and the nonce) for a session', async () => {
    expect(await requestEmailSignIn(ctx.client, ' Somchai@Example.org ')).toEqual({
      email: 'somchai@example.org',
      minutes: 15,
    });
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: '/api/auth/email',
      json: { email: ' Somchai@Example.org ' },
    });
    await expect(requestEmailSignIn(ctx.client, 'not-an-address')).rejects.toMatchObject({ status: 400 });
    const session = await signInWithEmailLink(ctx.client, 'mock-email-link-4', 'n0nce-mail-0123456');
    expect(await ctx.last()).toMatchObject({
      path: '/api/auth/email/verify',
      json: { token: 'mock-email-link-4', nonce: 'n0nce-mail-0123456' },
    });
    expect(session).toMatchObject({ userID: 4, userJWT: 'mock-jwt-4' });
    await expect(signInWithEmailLink(ctx.client, 'mock-email-link-used')).rejects.toMatchObject({
      status: 401,
    });
  });

  it("OAuth start URLs carry the site's sign-in nonce", () => {
    expect(signInUrl(ctx.client, 'google', 'n0nce-0123456789ab')).toBe(
      'http://api.test/api/connect/google?nonce=n0nce-0123456789ab',
    );
    expect(signInUrl(ctx.client, 'tiktok', 'n0nce-0123456789ab')).toBe(
      'http://api.test/api/connect/tiktok?nonce=n0nce-0123456789ab',
    );
  });

  it('a sign-in with a nonce is taken only when the answer gives the same nonce back', async () => {
    const session = await signInDev(ctx.client, 2, 'n0nce-0123456789ab');
    expect(await ctx.last()).toMatchObject({ json: { uid: 2, nonce: 'n0nce-0123456789ab' } });
    expect(session.userID).toBe(2);
    const line = await signInWithLine(ctx.client, 'U1234', 'line-token-3', 'n0nce-line-0123456');
    expect(await ctx.last()).toMatchObject({
      json: { data: { idToken: 'line-token-3' }, nonce: 'n0nce-line-0123456' },
    });
    expect(line.userID).toBe(3);
    // An answer without the nonce (or with another one) is refused.
    const wire = await (
      await fetch('http://api.test/api/auth/dev', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uid: 2, nonce: 'someone-elses-nonce' }),
      })
    ).json();
    ctx.use(http.post('http://api.test/api/auth/dev', () => HttpResponse.json(wire)));
    await expect(signInDev(ctx.client, 2, 'n0nce-0123456789ab')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'เกิดข้อผิดพลาดบางอย่าง',
    });
  });
});
