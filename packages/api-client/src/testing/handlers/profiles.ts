/** Handlers of `calls/profiles`: profiles, the sharer's own application, profile updates and sign-in. */
import { EMAIL_LINK_MINUTES, stripHandle } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import type { WireAuthResult } from '../../wire/auth';
import type { WireProfileAttributes } from '../../wire/profile';
import type { WireEntity } from '../../wire/strapi';
import { strapiList } from '../strapi-engine';
import { type MockContext, Refusal, single, str } from './context';

const PROFILE_RELATIONS = ['picture'];

export function profileHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, profileOf, body, uploads } = m;
  const authResult = (uid: number): WireAuthResult => {
    const p = (profileOf(uid) as WireEntity<WireProfileAttributes>).attributes;
    const picture = p.picture?.data;
    return {
      jwt: `mock-jwt-${uid}`,
      user: {
        id: uid,
        name: p.name,
        des: p.des,
        at: p.at,
        type: p.type,
        picture: picture ? (picture.attributes.formats?.small?.url ?? picture.attributes.url) : null,
        given_name: p.given_name,
        family_name: p.family_name,
        google_picture: p.google_picture,
        email: `member${uid}@example.org`,
      },
    };
  };

  return [
    route('get', api, '/profiles', ({ url }) =>
      HttpResponse.json(strapiList(db.profiles, url.searchParams, { relations: PROFILE_RELATIONS })),
    ),
    route('get', api, '/sharer/me', ({ request }) => {
      const uid = requireUser(request);
      const results = db.sharerSubs
        .filter((s) => s.attributes.user?.data?.id === uid)
        .map((s) => ({
          id: s.id,
          name: s.attributes.name,
          tel: s.attributes.tel,
          lineid: s.attributes.lineid,
          address: s.attributes.address,
        }));
      return HttpResponse.json({ data: { attributes: { results } } });
    }),
    route('post', api, '/updateProfile/:userID', async ({ request, param }) => {
      const uid = requireUser(request);
      if (Number(param('userID')) !== uid) throw new Refusal(403, 'Only the owner can update this profile');
      const profile = profileOf(uid) as WireEntity<WireProfileAttributes>;
      const data = await body(request);
      const at = data.at === undefined ? undefined : stripHandle(str(data.at));
      if (at && db.profiles.some((p) => p.attributes.at === at && p.id !== profile.id))
        throw new Refusal(409, 'Handle already taken');
      const picture = typeof data.picture === 'number' ? uploads.get(data.picture) : undefined;
      profile.attributes = {
        ...profile.attributes,
        name: str(data.name) || profile.attributes.name,
        des: typeof data.des === 'string' ? data.des : profile.attributes.des,
        ...(at ? { at } : {}),
        ...(Array.isArray(data.link) ? { link: data.link as WireProfileAttributes['link'] } : {}),
        ...(picture ? { picture: { data: picture } } : {}),
        ...(data.org1 !== undefined ? { org1: (data.org1 as string | null) ?? null } : {}),
        ...(data.org2 !== undefined ? { org2: (data.org2 as string | null) ?? null } : {}),
      };
      return single(profile);
    }),
    route('post', api, '/updateprofileline/:param', async ({ request }) => {
      const raw = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { nonce?: unknown };
      const data = await body(request);
      const token = str(data.idToken);
      if (!token) throw new Refusal(400, 'idToken is required');
      if (token.includes('noemail')) throw new Refusal(400, 'LINE login requires an e-mail');
      const uid = Number(/(\d+)$/.exec(token)?.[1] ?? 1);
      if (!profileOf(uid)) throw new Refusal(401, 'Invalid LINE ID token');
      // The site's sign-in nonce is given back, as the service does.
      return HttpResponse.json({
        ...authResult(uid),
        ...(typeof raw.nonce === 'string' ? { nonce: raw.nonce } : {}),
      });
    }),
    // E-mail sign-in: any address is sent a link; the mock's link tokens are
    // `mock-email-link-{uid}`, `mock-email-link-used` is a link already used.
    route('post', api, '/auth/email', async ({ request }) => {
      const raw = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { email?: unknown };
      const email = str(raw.email).trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Refusal(400, 'email: Invalid email address');
      return HttpResponse.json({ data: { email, minutes: EMAIL_LINK_MINUTES } }, { status: 202 });
    }),
    route('post', api, '/auth/email/verify', async ({ request }) => {
      const raw = (await request
        .clone()
        .json()
        .catch(() => ({}))) as { token?: unknown; nonce?: unknown };
      const uid = Number(/^mock-email-link-(\d+)$/.exec(str(raw.token))?.[1] ?? Number.NaN);
      if (!profileOf(uid)) throw new Refusal(401, 'This sign-in link is not valid');
      return HttpResponse.json({
        ...authResult(uid),
        ...(typeof raw.nonce === 'string' ? { nonce: raw.nonce } : {}),
      });
    }),
    route('get', api, '/users/me', ({ request }) => HttpResponse.json(authResult(requireUser(request)).user)),
    route('get', api, '/connect/dev', () =>
      HttpResponse.json({
        data: db.profiles.map((p) => ({
          uid: p.attributes.uid,
          name: p.attributes.name,
          type: p.attributes.type,
          picture:
            p.attributes.picture?.data?.attributes.formats?.thumbnail?.url ?? p.attributes.google_picture,
        })),
      }),
    ),
    route('post', api, '/auth/dev', async ({ request }) => {
      const data = (await request.json().catch(() => ({}))) as { uid?: unknown; nonce?: unknown };
      const uid = Number(data.uid);
      if (!Number.isInteger(uid) || !profileOf(uid)) throw new Refusal(404, 'No such demo member');
      return HttpResponse.json({
        ...authResult(uid),
        ...(typeof data.nonce === 'string' ? { nonce: data.nonce } : {}),
      });
    }),
  ];
}
