import {
  decodeIdToken,
  Google,
  generateCodeVerifier,
  generateState,
  OAuth2RequestError,
  TikTok,
} from 'arctic';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { authResult } from '../auth.js';
import { type AppEnv, type Ctx, dbOf, deps, jsonBody } from '../context.js';
import { ApiError, notFound } from '../errors.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { notLocalReason, overTls } from '../network.js';
import { devMembers, memberById, upsertExternalMember } from '../services/members.js';
import { memberPicture } from '../strapi/resources.js';
import { bindSignedInMember } from './short-links.js';

/**
 * The development routes answer only when AUTH_DEV is on (never in production nor behind a trusted
 * proxy: the configuration refuses both) and only a request that starts on this machine: loopback
 * socket, no forwarding header, a loopback `Host` (ADR 020).
 */
export function devAllowed(c: Ctx) {
  const { config } = deps(c);
  if (!config.authDev || config.production || config.trustProxy > 0)
    throw new ApiError(
      404,
      'The development sign-in is disabled (it needs AUTH_DEV=true on a loopback HOST)',
    );
  const why = notLocalReason(c);
  if (why) throw new ApiError(403, `The development sign-in answers requests from this machine only: ${why}`);
}

const notConfigured = (provider: string, vars: string) =>
  new ApiError(501, `${provider} sign-in is not configured on this server (set ${vars})`);

async function fetchJson(
  url: string,
  init: RequestInit,
  network: typeof fetch = fetch,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await network(url, { ...init, signal: AbortSignal.timeout(8000) });
  } catch (err) {
    throw new ApiError(502, `Cannot reach ${new URL(url).host}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(401, `The provider refused the sign-in (${res.status})`);
  return body;
}

const OAUTH_COOKIE_PATH = '/api/connect';

/**
 * The site's one-time sign-in nonce (ADR 020): the browser that starts a sign-in keeps it in
 * `sessionStorage` and sends it; the service gives it back beside the token, and the site accepts
 * a token only with the nonce it kept — a token in a link somebody else made is refused.
 */
const SIGN_IN_NONCE = /^[A-Za-z0-9_-]{16,128}$/;
const nonceSchema = z
  .string()
  .regex(SIGN_IN_NONCE, 'nonce must be 16–128 characters of A–Z, a–z, 0–9, _ and -');

/**
 * Lands the browser on the site with the token and the site's nonce in the URL FRAGMENT
 * (`#jwt=…&nonce=…`): a fragment never reaches a server, a proxy log or a Referer header, unlike a
 * query string (ADR 020).
 */
function finishOAuth(c: Ctx, jwt: string, memberId: number, nonce: string) {
  bindSignedInMember(c, memberId);
  const target = new URL(deps(c).config.loginRedirectUrl);
  target.hash = new URLSearchParams({ jwt, nonce }).toString();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.redirect(target.toString(), 302);
}

/**
 * Sign-in, mounted at `/api` (ADR 012, ADR 020): the development sign-in (`/connect/dev`,
 * `/auth/dev`), Google and TikTok (`/connect/{provider}` and their callbacks, OAuth 2 with PKCE) and
 * LINE (`/updateprofileline/{param}`, LIFF ID token). Every sign-in answers the site's nonce back and
 * binds the browser to the member (`lb_member`).
 */
export const auth = new Hono<AppEnv>();

// ------------------------------------------------------------ development provider
auth.get('/connect/dev', async (c) => {
  devAllowed(c);
  const list = await devMembers(dbOf(c));
  return c.json({
    data: list.map((m) => ({
      uid: m.id,
      name: m.name,
      type: m.type,
      role: m.role,
      at: m.at,
      picture: memberPicture(m as never),
    })),
  });
});

auth.post('/auth/dev', rateLimit('auth'), async (c) => {
  devAllowed(c);
  const { uid, nonce } = await jsonBody(
    c,
    z.object({ uid: z.coerce.number().int().positive(), nonce: nonceSchema.optional() }),
  );
  const m = await memberById(dbOf(c), uid);
  if (!m) throw notFound(`No demo member ${uid}`);
  if (m.provider !== 'dev') throw notFound(`Member ${uid} is not a demo member`);
  bindSignedInMember(c, m.id);
  return c.json({ ...(await authResult(deps(c).config.jwtSecret, m)), ...(nonce ? { nonce } : {}) });
});

// ------------------------------------------------------------ Google and TikTok (OAuth 2 + PKCE, arctic)
const begin = (c: Ctx, provider: 'google' | 'tiktok') => {
  const { google, tiktok } = deps(c).config;
  if (provider === 'google' && !google)
    throw notConfigured('Google', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  if (provider === 'tiktok' && !tiktok)
    throw notConfigured('TikTok', 'TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET');
  const nonce = c.req.query('nonce');
  if (!nonce || !SIGN_IN_NONCE.test(nonce))
    throw new ApiError(
      400,
      'nonce is required: the sign-in nonce the site keeps (16–128 characters of A–Z, a–z, 0–9, _ and -)',
    );
  const state = generateState();
  const verifier = generateCodeVerifier();
  let url: URL;
  if (provider === 'google') {
    if (!google) throw notConfigured('Google', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    url = new Google(google.clientId, google.clientSecret, google.redirectUri).createAuthorizationURL(
      state,
      verifier,
      ['openid', 'email', 'profile'],
    );
  } else {
    if (!tiktok) throw notConfigured('TikTok', 'TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET');
    url = new TikTok(tiktok.clientKey, tiktok.clientSecret, tiktok.redirectUri).createAuthorizationURL(
      state,
      verifier,
      ['user.info.basic'],
    );
  }
  const cookie = {
    httpOnly: true,
    sameSite: 'Lax' as const,
    maxAge: 600,
    path: OAUTH_COOKIE_PATH,
    secure: overTls(c, deps(c).config),
  };
  setCookie(c, 'oauth_state', state, cookie);
  setCookie(c, 'oauth_verifier', verifier, cookie);
  setCookie(c, 'oauth_nonce', nonce, cookie);
  return c.redirect(url.toString(), 302);
};
const callback = (c: Ctx) => {
  const code = c.req.query('code');
  const verifier = getCookie(c, 'oauth_verifier');
  const state = getCookie(c, 'oauth_state');
  const nonce = getCookie(c, 'oauth_nonce');
  // One use only: the state, verifier and nonce cookies are cleared whatever the outcome.
  const clear = { path: OAUTH_COOKIE_PATH, secure: overTls(c, deps(c).config) };
  deleteCookie(c, 'oauth_state', clear);
  deleteCookie(c, 'oauth_verifier', clear);
  deleteCookie(c, 'oauth_nonce', clear);
  if (!code || !verifier || !state || c.req.query('state') !== state)
    throw new ApiError(400, 'Invalid OAuth callback (code or state)');
  if (!nonce || !SIGN_IN_NONCE.test(nonce))
    throw new ApiError(400, 'Invalid OAuth callback (no sign-in nonce: start the sign-in from the site)');
  return { code, verifier, nonce };
};
const exchange = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof OAuth2RequestError)
      throw new ApiError(401, `The provider refused the sign-in (${err.code})`);
    throw new ApiError(502, `Cannot reach the sign-in provider: ${(err as Error).message}`);
  }
};

auth.get('/connect/google', rateLimit('auth'), (c) => begin(c, 'google'));
auth.get('/connect/tiktok', rateLimit('auth'), (c) => begin(c, 'tiktok'));

auth.get('/connect/google/callback', rateLimit('auth'), async (c) => {
  const g = deps(c).config.google;
  if (!g) throw notConfigured('Google', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  const { code, verifier, nonce } = callback(c);
  const tokens = await exchange(() =>
    new Google(g.clientId, g.clientSecret, g.redirectUri).validateAuthorizationCode(code, verifier),
  );
  // The ID token comes straight from Google's token endpoint over TLS: its claims can be read as is.
  const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  if (typeof claims.sub !== 'string') throw new ApiError(401, 'Google did not return an account id');
  const m = await upsertExternalMember(dbOf(c), {
    provider: 'google',
    providerId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    name: typeof claims.name === 'string' ? claims.name : null,
    givenName: String(claims.given_name ?? ''),
    familyName: String(claims.family_name ?? ''),
    picture: typeof claims.picture === 'string' ? claims.picture : null,
  });
  return finishOAuth(c, (await authResult(deps(c).config.jwtSecret, m)).jwt, m.id, nonce);
});

auth.get('/connect/tiktok/callback', rateLimit('auth'), async (c) => {
  const t = deps(c).config.tiktok;
  if (!t) throw notConfigured('TikTok', 'TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET');
  const { code, verifier, nonce } = callback(c);
  const tokens = await exchange(() =>
    new TikTok(t.clientKey, t.clientSecret, t.redirectUri).validateAuthorizationCode(code, verifier),
  );
  const info = await fetchJson(
    'https://open.tiktokapis.com/v2/user/info/?fields=open_id,display_name,avatar_url',
    {
      headers: { authorization: `Bearer ${tokens.accessToken()}` },
    },
  );
  const user = ((info.data as Record<string, unknown> | undefined)?.user ?? {}) as Record<string, unknown>;
  if (typeof user.open_id !== 'string') throw new ApiError(401, 'TikTok did not return an account id');
  const m = await upsertExternalMember(dbOf(c), {
    provider: 'tiktok',
    providerId: user.open_id,
    email: null,
    name: typeof user.display_name === 'string' ? user.display_name : null,
    picture: typeof user.avatar_url === 'string' ? user.avatar_url : null,
  });
  return finishOAuth(c, (await authResult(deps(c).config.jwtSecret, m)).jwt, m.id, nonce);
});

// ------------------------------------------------------------ LINE (LIFF ID token, verified by LINE)
auth.post('/updateprofileline/:param', rateLimit('auth'), async (c) => {
  const channel = deps(c).config.lineChannelId;
  const body = await jsonBody(
    c,
    z.object({
      data: z
        .object({ idToken: z.string().min(10).max(5000), nonce: z.string().min(1).max(200).optional() })
        .passthrough(),
      /** The site's sign-in nonce (given back in the answer); `data.nonce` is the ID token's. */
      nonce: nonceSchema.optional(),
    }),
  );
  if (!channel) throw notConfigured('LINE', 'LINE_CHANNEL_ID');
  const { idToken, nonce } = body.data;
  // LINE verifies the signature, the channel (client_id), the expiry and — when given — the nonce.
  const form = new URLSearchParams({ id_token: idToken, client_id: channel });
  if (nonce) form.set('nonce', nonce);
  // Through the service's LINE network: the internet, or a fake LINE in an end-to-end test (ADR 041).
  const info = await fetchJson(
    'https://api.line.me/oauth2/v2.1/verify',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    },
    deps(c).lineFetch,
  );
  // …and the service checks again: a token minted with a nonce is only accepted with that nonce,
  // and it must belong to the account the route names.
  if ((info.nonce !== undefined || nonce !== undefined) && info.nonce !== nonce)
    throw new ApiError(401, 'Cannot login Line: the ID token nonce does not match');
  if (typeof info.email !== 'string' || !info.email)
    throw new ApiError(401, 'Cannot login Line: the LINE account has no e-mail address');
  if (typeof info.sub !== 'string') throw new ApiError(401, 'Cannot login Line: no account id');
  if (info.sub !== c.req.param('param'))
    throw new ApiError(401, 'Cannot login Line: the ID token belongs to another LINE account');
  const m = await upsertExternalMember(dbOf(c), {
    provider: 'line',
    providerId: info.sub,
    email: info.email,
    name: typeof info.name === 'string' ? info.name : null,
    picture: typeof info.picture === 'string' ? info.picture : null,
  });
  bindSignedInMember(c, m.id);
  const signInNonce = body.nonce;
  return c.json({
    ...(await authResult(deps(c).config.jwtSecret, m)),
    ...(signInNonce ? { nonce: signInNonce } : {}),
  });
});
