/**
 * MSW handlers for every endpoint the client calls, over a mutable in-memory data set
 * (`createMockDb`): Strapi filters/sort/pagination/populate, bearer checks (`mock-jwt-{uid}`),
 * owner checks, the like toggle, dev sign-in, wallet swap, orders with idempotency keys, statistics
 * computed from clicks, short-link redirects, and errors on demand (`fail`).
 *
 *   const mock = createMockApi({ baseUrl: 'http://api.test', statsUrl: 'http://api.test/stats',
 *     shortLinkBase: 'http://api.test/s' });
 *   setupServer(...mock.handlers)       // tests, or msw-storybook-addon's `parameters.msw.handlers`
 *   mock.fail('GET /api/posts', 500)     // the next calls of that route answer 500
 */
import {
  addDays,
  bangkokToday,
  canSwap,
  checkExchange,
  isDeliveryAddressValid,
  isDeliveryMethod,
  isIsoDay,
  isPostType,
  missingCreatorFields,
  missingSharerFields,
  POINTS_PER_SHARE,
  STATS_EARLIEST,
  stripHandle,
} from '@lightbearers/domain';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { WireAuthResult } from '../wire/auth';
import type { WireProfileAttributes } from '../wire/profile';
import type { WireEntity, WireMediaAttributes } from '../wire/strapi';
import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { wireMedia } from './factories';
import { photoDataUrl } from './images';
import { strapiList, strapiOne } from './strapi-engine';

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
}

export interface MockApi {
  handlers: HttpHandler[];
  db: MockDb;
  /** Makes `route` (`'METHOD /path/:param'` as registered, e.g. `'POST /api/orders'`) answer `status` `times` times (default: until `reset`). */
  fail(route: string, status: number, options?: { message?: string; times?: number }): void;
  /** Clears failures. */
  reset(): void;
  /** Requests seen, newest last (`METHOD url`), for assertions. */
  requests: string[];
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

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const trim = (url: string) => url.replace(/\/+$/, '');
const single = <T>(data: T) => HttpResponse.json({ data, meta: {} });

export function createMockApi(options: MockApiOptions): MockApi {
  const db = options.db ?? createMockDb(options.dbOptions);
  const api = `${trim(options.baseUrl)}/api`;
  const stats = trim(options.statsUrl);
  const site = trim(options.siteUrl ?? options.baseUrl);
  const failures = new Map<string, { status: number; message: string; times: number }>();
  for (const [route, status] of Object.entries(options.failures ?? {}))
    failures.set(route, { status, message: 'mock failure', times: Number.POSITIVE_INFINITY });
  const requests: string[] = [];
  const uploads = new Map<number, WireEntity<WireMediaAttributes>>();
  const idempotent = new Map<string, Record<string, unknown>>();

  type Info = { request: Request; params: Record<string, string | readonly string[] | undefined> };
  const handlers: HttpHandler[] = [];
  const route = (
    method: 'get' | 'post' | 'put' | 'delete',
    base: string,
    path: string,
    resolver: (info: Info & { url: URL; param: (name: string) => string }) => Response | Promise<Response>,
  ) => {
    const name = `${method.toUpperCase()} ${base === api ? '/api' : base === stats ? '/stats' : base === trim(options.shortLinkBase) ? '/s' : base}${path}`;
    handlers.push(
      http[method](`${base}${path}`, async (info) => {
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
          return await resolver({ request: info.request, params: info.params as Info['params'], url, param });
        } catch (error) {
          if (error instanceof Refusal) return errorResponse(error.status, error.message);
          throw error;
        }
      }),
    );
  };

  // ---------- helpers ----------
  const userOf = (request: Request): number | null => {
    const match = /^Bearer mock-jwt-(\d+)$/.exec(request.headers.get('authorization') ?? '');
    const uid = match ? Number(match[1]) : null;
    return uid !== null && db.profiles.some((p) => p.id === uid) ? uid : null;
  };
  const requireUser = (request: Request): number => {
    const uid = userOf(request);
    if (uid === null) throw new Refusal(401, 'Missing or invalid credentials');
    return uid;
  };
  const profileOf = (uid: number) => db.profiles.find((p) => p.attributes.uid === uid);
  const findOr404 = <T extends { id: number }>(rows: T[], id: number, what: string): T => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Refusal(404, `${what} not found`);
    return row;
  };
  const body = async (request: Request): Promise<Record<string, unknown>> => {
    try {
      const parsed = (await request.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
      return parsed.data ?? parsed;
    } catch {
      throw new Refusal(400, 'Body must be JSON');
    }
  };
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
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
  const userRef = (uid: number) => {
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
  };
  const ownPost = (request: Request, id: number) => {
    const uid = requireUser(request);
    const post = findOr404(db.posts, id, 'Post');
    if (post.attributes.uid !== uid) throw new Refusal(403, 'Only the author can change this post');
    return post;
  };

  // ---------- posts ----------
  const POST_RELATIONS = ['photo', 'cat', 'users_permissions_users'];
  route('get', api, '/posts', ({ url }) =>
    HttpResponse.json(strapiList(db.posts, url.searchParams, { relations: POST_RELATIONS })),
  );
  route('get', api, '/posts/:id', ({ url, param }) =>
    single(strapiOne(findOr404(db.posts, Number(param('id')), 'Post'), url.searchParams, POST_RELATIONS)),
  );
  route('post', api, '/posts', async ({ request }) => {
    const uid = requireUser(request);
    if (profileOf(uid)?.attributes.type !== 'creator') throw new Refusal(403, 'Only creators can post');
    const data = await body(request);
    if (!isPostType(data.type)) throw new Refusal(400, 'Unknown post type');
    const cat = typeof data.cat === 'number' ? db.categories.find((c) => c.id === data.cat) : undefined;
    const photos = (Array.isArray(data.photo) ? data.photo : []).flatMap(
      (id) => uploads.get(Number(id)) ?? [],
    );
    const id = Math.max(0, ...db.posts.map((p) => p.id)) + 1;
    const now = new Date().toISOString();
    const post = {
      id,
      attributes: {
        type: data.type,
        url: typeof data.url === 'string' ? data.url : null,
        des: str(data.des),
        key: `n${id.toString(36)}`,
        views: 0,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
        uid,
        cover: null,
        ref_uid: null,
        photo: { data: photos.length ? photos : null },
        cat: { data: cat ?? null },
        users_permissions_users: { data: [] },
      },
    };
    db.posts.push(post);
    return single(post);
  });
  route('put', api, '/posts/:id', async ({ request, param }) => {
    const post = ownPost(request, Number(param('id')));
    const data = await body(request);
    if (typeof data.des !== 'string') throw new Refusal(400, 'des is required');
    post.attributes = { ...post.attributes, des: data.des, updatedAt: new Date().toISOString() };
    return single(post);
  });
  route('delete', api, '/posts/:id', ({ request, param }) => {
    const post = ownPost(request, Number(param('id')));
    db.posts.splice(db.posts.indexOf(post), 1);
    return single(post);
  });
  route('post', api, '/like/:postId', ({ request, param }) => {
    const uid = requireUser(request);
    const post = findOr404(db.posts, Number(param('postId')), 'Post');
    const likers = post.attributes.users_permissions_users?.data ?? [];
    const next = likers.some((u) => u.id === uid)
      ? likers.filter((u) => u.id !== uid)
      : [...likers, userRef(uid)];
    post.attributes = { ...post.attributes, users_permissions_users: { data: next } };
    return HttpResponse.json({
      data: { id: post.id, attributes: { users_permissions_users: { data: next } } },
    });
  });
  route('post', api, '/upload', async ({ request }) => {
    requireUser(request);
    const form = await request.formData().catch(() => null);
    const file = form?.get('files');
    if (!file || typeof file === 'string') throw new Refusal(400, 'Field files is required');
    const media = wireMedia(db.nextId(), 'photo');
    uploads.set(media.id, media);
    return HttpResponse.json([{ id: media.id, ...media.attributes }]);
  });
  route('get', api, '/postpins', ({ url }) => HttpResponse.json(strapiList(db.pins, url.searchParams)));
  route('post', api, '/postpins', async ({ request }) => {
    const data = await body(request);
    const post = ownPost(request, Number(data.pid));
    const pin = {
      id: db.nextId(),
      attributes: {
        pid: post.id,
        uid: post.attributes.uid,
        order: db.pins.filter((p) => p.attributes.uid === post.attributes.uid).length + 1,
      },
    };
    db.pins.push(pin);
    return single(pin);
  });
  route('delete', api, '/postpins/:id', ({ request, param }) => {
    const uid = requireUser(request);
    const pin = findOr404(db.pins, Number(param('id')), 'Pin');
    if (pin.attributes.uid !== uid) throw new Refusal(403, 'Only the author can unpin');
    db.pins.splice(db.pins.indexOf(pin), 1);
    return single(pin);
  });

  // ---------- profiles and sign-in ----------
  const PROFILE_RELATIONS = ['picture'];
  route('get', api, '/profiles', ({ url }) =>
    HttpResponse.json(strapiList(db.profiles, url.searchParams, { relations: PROFILE_RELATIONS })),
  );
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
  });
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
  });
  route('post', api, '/updateprofileline/:param', async ({ request }) => {
    const data = await body(request);
    const token = str(data.idToken);
    if (!token) throw new Refusal(400, 'idToken is required');
    if (token.includes('noemail')) throw new Refusal(400, 'LINE login requires an e-mail');
    const uid = Number(/(\d+)$/.exec(token)?.[1] ?? 1);
    if (!profileOf(uid)) throw new Refusal(401, 'Invalid LINE ID token');
    return HttpResponse.json(authResult(uid));
  });
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
  );
  route('post', api, '/auth/dev', async ({ request }) => {
    const data = (await request.json().catch(() => ({}))) as { uid?: unknown };
    const uid = Number(data.uid);
    if (!Number.isInteger(uid) || !profileOf(uid)) throw new Refusal(404, 'No such demo member');
    return HttpResponse.json(authResult(uid));
  });

  // ---------- catalog ----------
  route('get', api, '/cats', ({ url }) => HttpResponse.json(strapiList(db.categories, url.searchParams)));
  route('get', api, '/cats/:id', ({ param }) =>
    single(findOr404(db.categories, Number(param('id')), 'Category')),
  );
  route('get', api, '/badges', ({ url }) =>
    HttpResponse.json(strapiList(db.badges, url.searchParams, { relations: ['photo', 'users'] })),
  );
  route('get', api, '/badge-users', ({ request, url }) => {
    requireUser(request);
    return HttpResponse.json(strapiList(db.badgeUsers, url.searchParams, { relations: ['badge', 'user'] }));
  });
  route('get', api, '/notices', ({ url }) => HttpResponse.json(strapiList(db.notices, url.searchParams)));
  route('get', api, '/notices/:id', ({ param }) =>
    single(findOr404(db.notices, Number(param('id')), 'Notice')),
  );

  // ---------- comments ----------
  route('get', api, '/comments', ({ url }) =>
    HttpResponse.json(strapiList(db.comments, url.searchParams, { relations: ['user'], defaultPageSize: 3 })),
  );
  route('post', api, '/comments', async ({ request }) => {
    const uid = requireUser(request);
    const data = await body(request);
    if (!str(data.des).trim()) throw new Refusal(400, 'des is required');
    findOr404(db.posts, Number(data.pid), 'Post');
    const comment = {
      id: db.nextId(),
      attributes: {
        des: str(data.des),
        type: 'post' as const,
        pid: Number(data.pid),
        createdAt: new Date().toISOString(),
        user: { data: userRef(uid) },
      },
    };
    db.comments.push(comment);
    return single(comment);
  });
  route('delete', api, '/comments/:id', ({ request, param }) => {
    const uid = requireUser(request);
    const comment = findOr404(db.comments, Number(param('id')), 'Comment');
    if (comment.attributes.user?.data?.id !== uid)
      throw new Refusal(403, 'Only the author can delete this comment');
    db.comments.splice(db.comments.indexOf(comment), 1);
    return single(comment);
  });
  route('get', api, '/comment-replies', ({ url }) =>
    HttpResponse.json(strapiList(db.replies, url.searchParams, { relations: ['user'] })),
  );
  route('post', api, '/comment-replies', async ({ request }) => {
    const uid = requireUser(request);
    const data = await body(request);
    if (!str(data.des).trim()) throw new Refusal(400, 'des is required');
    findOr404(db.comments, Number(data.cid), 'Comment');
    const reply = {
      id: db.nextId(),
      attributes: {
        des: str(data.des),
        cid: Number(data.cid),
        createdAt: new Date().toISOString(),
        user: { data: userRef(uid) },
      },
    };
    db.replies.push(reply);
    return single(reply);
  });
  route('delete', api, '/comment-replies/:id', ({ request, param }) => {
    const uid = requireUser(request);
    const reply = findOr404(db.replies, Number(param('id')), 'Reply');
    if (reply.attributes.user?.data?.id !== uid)
      throw new Refusal(403, 'Only the author can delete this reply');
    db.replies.splice(db.replies.indexOf(reply), 1);
    return single(reply);
  });

  // ---------- notifications and logs ----------
  const notificationsOf = (uid: number) => {
    const list = db.notifications.get(uid) ?? [];
    db.notifications.set(uid, list);
    return list;
  };
  route('get', api, '/getallnoti', ({ request }) => {
    const list = [...notificationsOf(requireUser(request))].sort((a, b) => b.id - a.id).slice(0, 100);
    return HttpResponse.json({ data: list, meta: {} });
  });
  route('get', api, '/getnoti', ({ request }) => {
    const list = notificationsOf(requireUser(request))
      .filter((n) => !n.attributes.read)
      .sort((a, b) => b.id - a.id);
    return HttpResponse.json({ data: list, meta: {} });
  });
  route('put', api, '/readnoti/:id', ({ request, param }) => {
    const notification = findOr404(
      notificationsOf(requireUser(request)),
      Number(param('id')),
      'Notification',
    );
    notification.attributes = { ...notification.attributes, read: true };
    return single(notification);
  });
  route('post', api, '/userpostlogs', ({ request }) => {
    const uid = requireUser(request);
    const day = bangkokToday();
    if (!db.userLogs.some((log) => log.userId === uid && log.day === day))
      db.userLogs.push({ userId: uid, day });
    return single({ id: db.nextId(), attributes: { user_id: uid, day } });
  });

  // ---------- applications ----------
  const subRoutes = (path: string, table: () => MockDb['creatorSubs'], creator: boolean) => {
    route('post', api, path, async ({ request }) => {
      const uid = requireUser(request);
      const data = await body(request);
      const fields = {
        name: str(data.name),
        tel: str(data.tel),
        lineid: str(data.lineid),
        address: str(data.address),
      };
      const missing = creator ? missingCreatorFields(fields) : missingSharerFields(fields);
      if (missing.length) throw new Refusal(400, `Missing fields: ${missing.join(', ')}`);
      const sub = {
        id: db.nextId(),
        attributes: { ...fields, createdAt: new Date().toISOString(), user: { data: userRef(uid) } },
      };
      table().push(sub);
      return single(sub);
    });
    route('get', api, path, ({ request, url }) => {
      requireUser(request);
      return HttpResponse.json(strapiList(table(), url.searchParams, { relations: ['user'] }));
    });
  };
  subRoutes('/creator-subs', () => db.creatorSubs, true);
  subRoutes('/sharer-subs', () => db.sharerSubs, false);
  route('delete', api, '/creator-subs/:id', ({ request, param }) => {
    const uid = requireUser(request);
    const sub = findOr404(db.creatorSubs, Number(param('id')), 'Application');
    if (sub.attributes.user?.data?.id !== uid) throw new Refusal(403, 'Not your application');
    db.creatorSubs.splice(db.creatorSubs.indexOf(sub), 1);
    return single(sub);
  });

  // ---------- shop ----------
  route('get', api, '/products', ({ url }) =>
    HttpResponse.json(
      strapiList(db.products, url.searchParams, { relations: ['photo'], defaultPageSize: 20 }),
    ),
  );
  route('get', api, '/products/:id', ({ url, param }) =>
    single(strapiOne(findOr404(db.products, Number(param('id')), 'Product'), url.searchParams, ['photo'])),
  );
  const walletOf = (uid: number) => {
    const wallet = db.wallets.get(uid) ?? { current_point: 0, can_change_total: 0, all_time_total: 0 };
    db.wallets.set(uid, wallet);
    return wallet;
  };
  const ledger = (uid: number, msg: string, status: 'in' | 'out', amount: number, total: number) => {
    const list = db.walletEntries.get(uid) ?? [];
    list.push({
      id: db.nextId(),
      attributes: { updatedAt: new Date().toISOString(), msg, status, amount, total },
    });
    db.walletEntries.set(uid, list);
  };
  route('get', api, '/wallets/getcalpoint', ({ request }) => {
    const uid = requireUser(request);
    return single({ id: uid, attributes: walletOf(uid) });
  });
  route('post', api, '/wallets/swappoint', ({ request }) => {
    const uid = requireUser(request);
    const wallet = walletOf(uid);
    if (!canSwap(wallet.can_change_total)) throw new Refusal(400, 'At least 100 shares are needed to swap');
    const moved = wallet.can_change_total;
    wallet.current_point += moved;
    wallet.can_change_total = 0;
    ledger(uid, 'แลกคะแนนจากการแชร์', 'in', moved, wallet.current_point);
    return single({ id: uid, attributes: wallet });
  });
  route('get', api, '/wallets/listwallet/:page', ({ request, param }) => {
    const uid = requireUser(request);
    const page = Number(param('page'));
    if (!Number.isInteger(page) || page < 1) throw new Refusal(400, 'page must be a positive integer');
    const entries = [...(db.walletEntries.get(uid) ?? [])].sort((a, b) => b.id - a.id);
    const params = new URLSearchParams({ 'pagination[page]': String(page), 'pagination[pageSize]': '20' });
    return HttpResponse.json(strapiList(entries, params));
  });
  route('get', api, '/order-limits', ({ request, url }) => {
    requireUser(request);
    return HttpResponse.json(strapiList(db.orderLimits, url.searchParams, { relations: ['user'] }));
  });
  const ORDER_RELATIONS = ['user'];
  route('post', api, '/orders', async ({ request }) => {
    const uid = requireUser(request);
    const key = request.headers.get('idempotency-key');
    if (key && idempotent.has(`${uid}:${key}`)) return HttpResponse.json(idempotent.get(`${uid}:${key}`));
    const data = await body(request);
    if (Number(data.user) !== uid) throw new Refusal(403, 'An order is placed for the signed-in member only');
    const logistic = data.logistic;
    if (!isDeliveryMethod(logistic)) throw new Refusal(400, 'Unknown delivery method');
    if (!isDeliveryAddressValid(logistic, str(data.shipto)))
      throw new Refusal(400, 'Delivery address is too short');
    const lines = (Array.isArray(data.order) ? data.order : []).map(
      (line: { product?: unknown; amount?: unknown }) => ({
        productId: Number(line.product),
        amount: Number(line.amount),
      }),
    );
    const today = bangkokToday();
    const wallet = walletOf(uid);
    const check = checkExchange({
      currentPoint: wallet.current_point,
      lines,
      products: db.products.map((p) => ({
        id: p.id,
        price: p.attributes.price,
        stock: p.attributes.amount,
        limit: p.attributes.limit,
      })),
      lockedProductIds: db.orderLimits
        .filter((l) => l.attributes.user.data.id === uid && l.attributes.unlockdate >= today)
        .flatMap((l) => l.attributes.product?.data?.id ?? []),
    });
    if (!check.ok) throw new Refusal(400, `Exchange refused: ${check.reason}`);
    const id = db.nextId();
    const orderLines = lines.map((line) => {
      const product = findOr404(db.products, line.productId, 'Product');
      product.attributes = { ...product.attributes, amount: product.attributes.amount - line.amount };
      db.orderLimits.push({
        id: db.nextId(),
        attributes: {
          unlockdate: addDays(today, 30),
          pid: product.id,
          product: { data: { id: product.id, attributes: { name: product.attributes.name } } },
          user: { data: userRef(uid) },
        },
      });
      return { id: db.nextId(), amount: line.amount, product: { data: product } };
    });
    wallet.current_point -= check.total;
    ledger(uid, `แลกของที่ระลึก OrderNumber ${id}`, 'out', check.total, wallet.current_point);
    const order = {
      id,
      attributes: {
        name: str(data.name),
        total: check.total,
        order: orderLines,
        shipto: str(data.shipto),
        logistic,
        createdAt: new Date().toISOString(),
        user: { data: userRef(uid) },
      },
    };
    db.orders.push(order);
    const answer = { data: strapiOne(order, new URLSearchParams(), ORDER_RELATIONS), meta: {} };
    if (key) idempotent.set(`${uid}:${key}`, answer);
    return HttpResponse.json(answer);
  });
  route('get', api, '/orders', ({ request, url }) => {
    const uid = requireUser(request);
    const mine = db.orders.filter((o) => o.attributes.user.data.id === uid);
    return HttpResponse.json(strapiList(mine, url.searchParams, { relations: ORDER_RELATIONS }));
  });
  route('get', api, '/orders/:id', ({ request, url, param }) => {
    const uid = requireUser(request);
    const order = findOr404(db.orders, Number(param('id')), 'Order');
    if (order.attributes.user.data.id !== uid) throw new Refusal(403, 'Not your order');
    return single(strapiOne(order, url.searchParams, ORDER_RELATIONS));
  });

  // ---------- misc ----------
  route('get', api, '/tiktok', ({ url }) => {
    const link = url.searchParams.get('url') ?? '';
    if (!/^https:\/\/(vm|vt)\.tiktok\.com\/|^https:\/\/www\.tiktok\.com\/t\//.test(link))
      throw new Refusal(502, 'Cannot resolve this TikTok link');
    return HttpResponse.json({ url: 'https://www.tiktok.com/@somchai1/video/7300000000000000001' });
  });
  route('get', api, '/download/file', ({ url }) => {
    if (!url.searchParams.get('fname')) throw new Refusal(400, 'fname is required');
    return new HttpResponse(decodeURIComponent(photoDataUrl(1).split(',')[1] ?? ''), {
      headers: { 'content-type': 'image/svg+xml' },
    });
  });

  // ---------- short links ----------
  const shortBase = trim(options.shortLinkBase);
  route('get', shortBase, '/:key/:userId', ({ param }) => {
    const post = db.posts.find((p) => p.attributes.key === param('key'));
    const sharer = Number(param('userId'));
    if (!post) throw new Refusal(404, 'Unknown short link');
    db.clicks.push({ key: post.attributes.key, postId: post.id, sharerUid: sharer, day: bangkokToday() });
    if (profileOf(sharer)) {
      const wallet = walletOf(sharer);
      wallet.can_change_total += POINTS_PER_SHARE;
      wallet.all_time_total += POINTS_PER_SHARE;
    }
    return new HttpResponse(null, {
      status: 302,
      headers: { Location: `${site}/post/${post.id}/${sharer}` },
    });
  });

  // ---------- statistics ----------
  const range = (url: URL, from: string, to: string, optional = false) => {
    const a = url.searchParams.get(from);
    const b = url.searchParams.get(to);
    if (optional && !a && !b) return null;
    if (!isIsoDay(a) || !isIsoDay(b) || a < STATS_EARLIEST || b < a)
      throw new Refusal(400, 'Invalid date range');
    return { from: a, to: b };
  };
  const clicksIn = (r: { from: string; to: string } | null) =>
    db.clicks.filter((c) => !r || (c.day >= r.from && c.day <= r.to));
  const countBy = <K>(rows: typeof db.clicks, key: (c: (typeof db.clicks)[number]) => K) => {
    const counts = new Map<K, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const nameOf = (uid: number) => profileOf(uid)?.attributes.name ?? `member${uid}`;
  const postById = (id: number) => db.posts.find((p) => p.id === id);

  route('get', stats, '/getone', ({ url }) => {
    const key = url.searchParams.get('key');
    if (!key) throw new Refusal(400, 'key is required');
    return HttpResponse.json({ total: db.clicks.filter((c) => c.key === key).length });
  });
  route('get', stats, '/get_profile_type_num', () => {
    const counts = new Map<string, number>();
    for (const p of db.profiles) counts.set(p.attributes.type, (counts.get(p.attributes.type) ?? 0) + 1);
    return HttpResponse.json({ data: [...counts].map(([type, total]) => ({ type, total })) });
  });
  route('get', stats, '/get_top_share_by_day', ({ url }) => {
    const rows = countBy(clicksIn(range(url, 'mdate', 'mdate2')), (c) => c.sharerUid);
    return HttpResponse.json({ data: rows.map(([uid, sumtotal]) => ({ uid, name: nameOf(uid), sumtotal })) });
  });
  route('get', stats, '/get_top_click_by_day', ({ url }) => {
    const list = Number(url.searchParams.get('list') ?? 40);
    const rows = countBy(clicksIn(range(url, 'mdate', 'mdate2')), (c) => c.postId).slice(0, list);
    return HttpResponse.json({
      data: rows.flatMap(([id, sum_total]) => {
        const post = postById(id);
        return post
          ? [
              {
                id,
                type: post.attributes.type,
                des: post.attributes.des,
                sum_total,
                key: post.attributes.key,
                uid: post.attributes.uid,
              },
            ]
          : [];
      }),
    });
  });
  route('get', stats, '/creator_been_shared_by_day', ({ url }) => {
    const rows = countBy(clicksIn(range(url, 'day', 'day2')), (c) => postById(c.postId)?.attributes.uid ?? 0);
    return HttpResponse.json({ data: rows.map(([uid, total]) => ({ uid, name: nameOf(uid), total })) });
  });
  route('get', stats, '/user_log_by_date', ({ url }) => {
    const r = range(url, 'day', 'day2');
    const ids = new Set(
      db.userLogs.filter((l) => l.day >= (r?.from ?? '') && l.day <= (r?.to ?? '')).map((l) => l.userId),
    );
    return HttpResponse.json({ data: [...ids].sort((a, b) => a - b).map((user_id) => ({ user_id })) });
  });
  route('get', stats, '/org1_org2', () => {
    const counts = new Map<string, { org_1: string; org_2: string | null; nums: number }>();
    for (const p of db.profiles) {
      if (!p.attributes.org1) continue;
      const key = `${p.attributes.org1}|${p.attributes.org2}`;
      const row = counts.get(key) ?? { org_1: p.attributes.org1, org_2: p.attributes.org2, nums: 0 };
      row.nums += 1;
      counts.set(key, row);
    }
    return HttpResponse.json({ data: [...counts.values()] });
  });
  const shareRows = (rows: typeof db.clicks, uidOf: (c: (typeof db.clicks)[number]) => number) =>
    countBy(rows, (c) => `${c.key}|${uidOf(c)}`).map(([k, sum_total]) => {
      const [key = '', uid = '0'] = k.split('|');
      return { key, id: db.posts.find((p) => p.attributes.key === key)?.id, sum_total, uid: Number(uid) };
    });
  route('get', stats, '/getsharedbyuser', ({ url }) => {
    const uid = Number(url.searchParams.get('uid'));
    if (!Number.isInteger(uid) || uid < 1) throw new Refusal(400, 'uid is required');
    const mine = clicksIn(range(url, 'date', 'date2', true)).filter((c) => c.sharerUid === uid);
    const rows = shareRows(mine, (c) => c.sharerUid).slice(0, 99);
    return HttpResponse.json({
      data: rows,
      meta: {
        sum: mine.length,
        share: rows.length,
        posts: db.posts.filter((p) => p.attributes.uid === uid).length,
      },
    });
  });
  route('get', stats, '/get_top_click_by_uid', ({ url }) => {
    const uid = Number(url.searchParams.get('uid'));
    if (!Number.isInteger(uid) || uid < 1) throw new Refusal(400, 'uid is required');
    const theirs = clicksIn(range(url, 'date', 'date2', true)).filter(
      (c) => postById(c.postId)?.attributes.uid === uid,
    );
    return HttpResponse.json({ data: shareRows(theirs, (c) => c.sharerUid) });
  });
  route('get', stats, '/get_who_shared_by_key', ({ url }) => {
    const key = url.searchParams.get('key');
    if (!key) throw new Refusal(400, 'key is required');
    return HttpResponse.json({
      data: shareRows(
        db.clicks.filter((c) => c.key === key),
        (c) => c.sharerUid,
      ),
    });
  });
  route('get', stats, '/cache/profiles/get', ({ url }) => {
    const uids = (url.searchParams.get('uids') ?? '').split(',').map(Number).filter(Number.isInteger);
    return HttpResponse.json({
      data: uids.flatMap((uid) => {
        const p = profileOf(uid);
        return p
          ? [
              {
                uid,
                name: p.attributes.name,
                picture:
                  p.attributes.picture?.data?.attributes.formats?.thumbnail?.url ??
                  p.attributes.google_picture,
                at: p.attributes.at,
                type: p.attributes.type,
              },
            ]
          : [];
      }),
    });
  });

  // ---------- external ----------
  const oembed = options.tiktokOEmbedUrl ?? 'https://www.tiktok.com/oembed';
  handlers.push(
    http.get(oembed, ({ request }) => {
      requests.push(`GET ${request.url}`);
      const video = new URL(request.url).searchParams.get('url') ?? '';
      const match = /@([\w.]+)\/video\/(\d+)/.exec(video);
      if (!match) return errorResponse(400, 'Something went wrong');
      return HttpResponse.json({
        thumbnail_url: photoDataUrl(Number(match[2]?.slice(-6) ?? 1), 576, 1024),
        html: `<blockquote class="tiktok-embed" cite="${video}" data-video-id="${match[2]}"></blockquote>`,
        author_url: `https://www.tiktok.com/@${match[1]}`,
        author_name: match[1],
        title: 'ธรรมะสั้น ๆ',
      });
    }),
    http.get(
      options.gradientsUrl ?? 'https://raw.githubusercontent.com/ghosh/uiGradients/master/gradients.json',
      ({ request }) => {
        requests.push(`GET ${request.url}`);
        return HttpResponse.json([
          { name: 'Dawn', colors: ['#f3904f', '#3b4371'] },
          { name: 'Lotus', colors: ['#ee9ca7', '#ffdde1'] },
          { name: 'Saffron', colors: ['#f7971e', '#ffd200'] },
        ]);
      },
    ),
  );
  if (options.orgDirectory) {
    const directory = options.orgDirectory;
    handlers.push(
      http.get(directory.url, ({ request }) => {
        requests.push(`GET ${request.url}`);
        if (request.headers.get('key') !== directory.key) return errorResponse(401, 'Invalid API key');
        const category = new URL(request.url).searchParams.get('category') ?? '';
        const units = ['ภาค 1', 'ภาค 2', 'ภาค 3'].map((name, i) => ({
          id: i + 1,
          attributes: { name: `${category} ${name}`, category },
        }));
        return HttpResponse.json({ data: units });
      }),
    );
  }

  return {
    handlers,
    db,
    requests,
    fail(routeName, status, failOptions = {}) {
      failures.set(routeName, {
        status,
        message: failOptions.message ?? 'mock failure',
        times: failOptions.times ?? Number.POSITIVE_INFINITY,
      });
    },
    reset() {
      failures.clear();
    },
  };
}
