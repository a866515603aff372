/**
 * What every resource's handlers share: the options, the data set, route registration (request
 * log, latency, failures on demand, refusals as JSON errors) and the small helpers more than one
 * resource needs (bearer, owner and row look-ups, JSON bodies, user references, wallets).
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { SiteSettings } from '../../plain';
import type { WireProfileAttributes } from '../../wire/profile';
import type { WireWalletAttributes } from '../../wire/shop';
import type { WireEntity, WireMediaAttributes } from '../../wire/strapi';
import type { MockDb, MockDbOptions } from '../db';

export interface MockApiOptions {
  baseUrl: string;
  statsUrl: string;
  shortLinkBase: string;
  /** Where short links redirect (default `baseUrl`). */
  siteUrl?: string;
  /** A data set to serve (default: `createMockDb(dbOptions)`). */
  db?: MockDb;
  dbOptions?: MockDbOptions;
  /** Delay every answer (ms), for loading states in stories. */
  latency?: number;
  /** Routes that fail from the start, e.g. `{ 'GET /api/posts': 500 }`. */
  failures?: Record<string, number>;
  tiktokOEmbedUrl?: string;
  gradientsUrl?: string;
  orgDirectory?: { url: string; key: string };
  /** Members the staff routes accept (default `[1]`, as the demo data's staff member), ADR 030. */
  staffUids?: number[];
  /** Members the admin routes of the back office accept (default `[1]`; admins are staff too), ADR 035. */
  adminUids?: number[];
  /** The site's public settings (default: the development sign-in on, nothing else configured). */
  siteSettings?: Partial<SiteSettings>;
}

const ERROR_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  429: 'RateLimitError',
  500: 'ApplicationError',
  502: 'BadGatewayError',
};

export const errorResponse = (status: number, message: string) =>
  HttpResponse.json(
    { error: { status, name: ERROR_NAMES[status] ?? 'ApplicationError', message } },
    { status },
  );

/** Thrown by a resolver to answer `errorResponse(status, message)`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const trim = (url: string) => url.replace(/\/+$/, '');
export const single = <T>(data: T) => HttpResponse.json({ data, meta: {} });
export const str = (value: unknown) => (typeof value === 'string' ? value : '');

export interface Failure {
  status: number;
  message: string;
  times: number;
}

type Params = Record<string, string | readonly string[] | undefined>;
export type Resolver = (info: {
  request: Request;
  params: Params;
  url: URL;
  param: (name: string) => string;
}) => Response | Promise<Response>;

export interface MockContext {
  options: MockApiOptions;
  db: MockDb;
  /** `{baseUrl}/api`, the statistics base and the short-link base, without trailing slashes. */
  api: string;
  stats: string;
  shortBase: string;
  /** Where short links redirect. */
  site: string;
  /** Requests seen, newest last (`METHOD url`). */
  requests: string[];
  /** Images uploaded through `POST /api/upload`, by id (posts and profile pictures use them). */
  uploads: Map<number, WireEntity<WireMediaAttributes>>;
  /** One handler, named `'METHOD /api/path'` (or `/stats`, `/s`) for `fail`. */
  route(
    method: 'get' | 'post' | 'put' | 'delete',
    base: string,
    path: string,
    resolver: Resolver,
  ): HttpHandler;
  /** The signed-in member (`Bearer mock-jwt-{uid}` of an existing profile), else a 401 refusal. */
  requireUser(request: Request): number;
  profileOf(uid: number): WireEntity<WireProfileAttributes> | undefined;
  findOr404<T extends { id: number }>(rows: T[], id: number, what: string): T;
  /** The JSON body's `data` (or the body itself), else a 400 refusal. */
  body(request: Request): Promise<Record<string, unknown>>;
  /** A member as relations carry them (`{ id, attributes: { username, name, picture } }`). */
  userRef(uid: number): {
    id: number;
    attributes: { username: string; name: string | null; picture: string | null };
  };
  /** The member's wallet (created empty on first use). */
  walletOf(uid: number): WireWalletAttributes;
}

export function createContext(
  options: MockApiOptions,
  db: MockDb,
  failures: Map<string, Failure>,
  requests: string[],
): MockContext {
  const api = `${trim(options.baseUrl)}/api`;
  const stats = trim(options.statsUrl);
  const shortBase = trim(options.shortLinkBase);
  const site = trim(options.siteUrl ?? options.baseUrl);

  const route: MockContext['route'] = (method, base, path, resolver) => {
    const name = `${method.toUpperCase()} ${base === api ? '/api' : base === stats ? '/stats' : base === shortBase ? '/s' : base}${path}`;
    return http[method](`${base}${path}`, async (info) => {
      requests.push(`${method.toUpperCase()} ${info.request.url}`);
      if (options.latency) await delay(options.latency);
      const failure = failures.get(name);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        return errorResponse(failure.status, failure.message);
      }
      try {
        const url = new URL(info.request.url);
        const param = (key: string) => String(info.params[key] ?? '');
        return await resolver({ request: info.request, params: info.params as Params, url, param });
      } catch (error) {
        if (error instanceof Refusal) return errorResponse(error.status, error.message);
        throw error;
      }
    });
  };

  const userOf = (request: Request): number | null => {
    const match = /^Bearer mock-jwt-(\d+)$/.exec(request.headers.get('authorization') ?? '');
    const uid = match ? Number(match[1]) : null;
    return uid !== null && db.profiles.some((p) => p.id === uid) ? uid : null;
  };
  const profileOf = (uid: number) => db.profiles.find((p) => p.attributes.uid === uid);

  return {
    options,
    db,
    api,
    stats,
    shortBase,
    site,
    requests,
    uploads: new Map(),
    route,
    requireUser: (request) => {
      const uid = userOf(request);
      if (uid === null) throw new Refusal(401, 'Missing or invalid credentials');
      return uid;
    },
    profileOf,
    findOr404: (rows, id, what) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new Refusal(404, `${what} not found`);
      return row;
    },
    body: async (request) => {
      try {
        const parsed = (await request.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
        return parsed.data ?? parsed;
      } catch {
        throw new Refusal(400, 'Body must be JSON');
      }
    },
    userRef: (uid) => {
      const p = profileOf(uid);
      return {
        id: uid,
        attributes: {
          username: `member${uid}`,
          name: p?.attributes.name ?? null,
          picture:
            p?.attributes.picture?.data?.attributes.formats?.thumbnail?.url ??
            p?.attributes.google_picture ??
            null,
        },
      };
    },
    walletOf: (uid) => {
      const wallet = db.wallets.get(uid) ?? { current_point: 0, can_change_total: 0, all_time_total: 0 };
      db.wallets.set(uid, wallet);
      return wallet;
    },
  };
}
