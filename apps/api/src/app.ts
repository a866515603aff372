import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { verifyJwt } from './auth.js';
import type { Config } from './config.js';
import type { AppEnv, Ctx, Deps } from './context.js';
import type { Database } from './db/client.js';
import * as s from './db/schema.js';
import { ApiError, blocked, errorBody, fromDatabaseError, sendError, unauthorized } from './errors.js';
import { imageWork } from './image-work.js';
import { loadKiosk, mountKiosk } from './kiosk.js';
import { createMailer, type Mailer } from './mail.js';
import { addressResolver } from './network.js';
import { nodePosterNet, POSTER_LIMITS, type PosterLimits, type PosterNet, Posters } from './posters.js';
import { RateLimiter } from './rate-limiter.js';
import { loggedRequest } from './request-log.js';
import { creatorSubs, sharerSubs } from './routes/applications.js';
import { authRoutes } from './routes/auth.js';
import { badgeHoldersByDay } from './routes/badge-holders.js';
import { badges, badgeUsers } from './routes/badges.js';
import { cats, products } from './routes/collections.js';
import { comments, replies } from './routes/comments.js';
import { devOutbox, emailSignIn } from './routes/email-sign-in.js';
import { fileRoutes } from './routes/files.js';
import { likes } from './routes/likes.js';
import { notices, notifications } from './routes/notifications.js';
import { orderLimits } from './routes/order-limits.js';
import { pins } from './routes/pins.js';
import { posterRoutes } from './routes/posters.js';
import { posts } from './routes/posts.js';
import { profiles } from './routes/profiles.js';
import { sharers } from './routes/sharers.js';
import { shopRoutes } from './routes/shop.js';
import { shortLinks } from './routes/short-links.js';
import { siteSettings } from './routes/site-settings.js';
import { staffAudit } from './routes/staff/audit.js';
import { staffBadges } from './routes/staff/badges.js';
import { staffCategories } from './routes/staff/categories.js';
import { staffMembers } from './routes/staff/members.js';
import { staffModeration } from './routes/staff/moderation.js';
import { staffNotices } from './routes/staff/notices.js';
import { staffOrders } from './routes/staff/orders.js';
import { staffOrgs } from './routes/staff/orgs.js';
import { staffProducts } from './routes/staff/products.js';
import { orgRoutes, staffRoutes } from './routes/staff.js';
import { stats } from './routes/stats.js';
import { textGradients } from './routes/text-gradients.js';
import { userLogs } from './routes/user-logs.js';
import { loadSite, mountSite } from './site.js';
import type { SiteRenderer } from './site-render.js';
import { TextGradients } from './text-gradients.js';
import { type Net, nodeNet, parseShortLink, resolveShortLink } from './tiktok.js';

export type AppOptions = {
  database: Database;
  config: Config;
  now?: () => Date;
  /** Replaces the whole short-link resolver (tests without a network). */
  resolveTikTok?: (url: string) => Promise<string>;
  /** The network the real resolver uses (DNS + one GET per hop); tests pass a fake one. */
  net?: Net;
  /** The network the video posters are fetched through (ADR 038); tests pass a fake one. */
  posterNet?: PosterNet;
  /** The poster fetcher's limits (tests lower the deadline and sizes). */
  posterLimits?: Partial<PosterLimits>;
  /** Replaces how the client's address is read (the tests name clients with a header). */
  clientAddress?: (c: Ctx) => string;
  /** The site's server build: its pages are rendered by the service (ADR 037). */
  renderer?: SiteRenderer | null;
  /** Replaces the mailer the configuration gives (tests catch what SMTP would send). */
  mailer?: Mailer | null;
};

const JSON_LIMIT = 256 * 1024;

/** The Hono application (no listening socket): tests call `app.request(...)`. */
export function createApp(opts: AppOptions) {
  const now = opts.now ?? (() => new Date());
  const deps: Deps = {
    database: opts.database,
    config: opts.config,
    now,
    resolveTikTok:
      opts.resolveTikTok ??
      (async (url) => {
        const link = parseShortLink(url);
        if (!link) throw new Error('not a TikTok short link');
        return resolveShortLink(link, opts.net ?? nodeNet);
      }),
    limiter: new RateLimiter(opts.config.rateLimitScale, () => now().getTime()),
    posters: new Posters(opts.posterNet ?? nodePosterNet, { ...POSTER_LIMITS, ...opts.posterLimits }, () =>
      now().getTime(),
    ),
    clientAddress: opts.clientAddress ?? addressResolver(opts.config.trustProxy),
    mailer:
      opts.mailer !== undefined ? opts.mailer : opts.config.mail ? createMailer(opts.config.mail) : null,
    textGradients: new TextGradients(opts.config.textGradientsUrl, opts.posterNet ?? nodePosterNet, () =>
      now().getTime(),
    ),
  };
  // One image queue per process (ADR 020); the service runs one app, whose settings it takes.
  imageWork.configure(opts.config.imageConcurrency, opts.config.imageQueueLimit);
  const allowedOrigins = new Set(opts.config.corsOrigins);
  const app = new Hono<AppEnv>();
  // The signed-in member of every authenticated request: one prepared statement (built once).
  const memberById = opts.database.db
    .select()
    .from(s.members)
    .where(eq(s.members.id, sql.placeholder('id')))
    .prepare('lb_member_by_id');

  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err);
    const fromDb = fromDatabaseError(err);
    if (fromDb) return sendError(c, fromDb);
    const status = (err as { status?: number }).status;
    if (status === 413) return c.json(errorBody(413, 'The request body is too large'), 413);
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname}:`, err);
    return c.json(errorBody(500, 'Internal Server Error'), 500);
  });
  app.notFound((c) => c.json(errorBody(404, `No route ${c.req.method} ${new URL(c.req.url).pathname}`), 404));

  // `overwrite: false`: a response that sets one of these itself keeps it (the site's pages send
  // their own Referrer-Policy, ADR 024).
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin', overwrite: false }));
  app.use(
    '*',
    cors({
      // An allow-list (the site and the kiosk, ADR 020): any other origin gets no CORS headers.
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    if (opts.config.logRequests) console.log(loggedRequest(c.req.method, c.req.url));
    const header = c.req.header('authorization');
    if (header) {
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) throw unauthorized('Authorization must be "Bearer <jwt>"');
      const id = verifyJwt(opts.config.jwtSecret, m[1]!);
      if (id === null) throw unauthorized('Invalid or expired token');
      const [member] = await memberById.execute({ id });
      if (!member) throw unauthorized('The account of this token no longer exists');
      // A blocked member's tokens open nothing: no reads as them, no posts, no comments (ADR 035).
      if (member.blockedAt) throw blocked();
      c.set('user', member);
    }
    await next();
  });
  app.use('/api/*', async (c, next) => {
    // Uploads check their own limits while the body streams in (routes/files.ts).
    if (c.req.path === '/api/upload') return next();
    return bodyLimit({
      maxSize: JSON_LIMIT,
      onError: (cc) => cc.json(errorBody(413, `The request body is larger than ${JSON_LIMIT} bytes`), 413),
    })(c, next);
  });

  app.get('/health', async (c) => {
    await opts.database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: opts.database.kind });
  });
  // Serving the built site (ADR 024), `/` is its page; without it, `/` names the service.
  // Its pages are rendered here when the site's server build is given (ADR 037): their loaders call
  // this very app, in this process, as the member who asked (same address, same limits).
  const inProcess =
    (c: Context<AppEnv>): typeof fetch =>
    (input, init) =>
      Promise.resolve(app.fetch(input instanceof Request && !init ? input : new Request(input, init), c.env));
  const site = opts.config.siteDir ? loadSite(opts.config.siteDir, opts.renderer ?? null, inProcess) : null;
  if (!site)
    app.get('/', (c) => c.json({ name: 'Lightbearers API', health: '/health', docs: 'apps/api/README.md' }));

  authRoutes(app);
  app.route('/api/auth/email', emailSignIn);
  app.route('/dev/outbox', devOutbox);
  // One module per resource (ADR 019).
  app.route('/api/posts', posts);
  app.route('/api/like', likes);
  app.route('/api', profiles); // /profiles, /users/me, /updateProfile/{userID}
  app.route('/api/sharer', sharers);
  app.route('/api/cats', cats);
  app.route('/api/badges', badges);
  app.route('/api/badge-users', badgeUsers);
  app.route('/api/notices', notices);
  app.route('/api/products', products);
  app.route('/api/postpins', pins);
  app.route('/api/comments', comments);
  app.route('/api/comment-replies', replies);
  app.route('/api/creator-subs', creatorSubs);
  app.route('/api/sharer-subs', sharerSubs);
  app.route('/api/order-limits', orderLimits);
  app.route('/api', notifications); // /getallnoti, /getnoti, /readnoti/{id}
  app.route('/api/userpostlogs', userLogs);
  app.route('/api/site-settings', siteSettings);
  app.route('/api/gradients', textGradients);
  app.route('/api/staff', staffRoutes); // staff review of creator applications (ADR 030)
  // The back office (ADR 035): staff or admin only, every action in the audit log.
  app.route('/api/staff/notices', staffNotices);
  app.route('/api/staff/categories', staffCategories);
  app.route('/api/staff/products', staffProducts);
  app.route('/api/staff/badges', staffBadges);
  app.route('/api/staff/orgs', staffOrgs);
  app.route('/api/staff/orders', staffOrders);
  app.route('/api/staff/members', staffMembers);
  app.route('/api/staff/moderation', staffModeration);
  app.route('/api/staff/audit', staffAudit);
  app.route('/api/orgs', orgRoutes); // the organisation directory (ADR 030)
  shopRoutes(app);
  fileRoutes(app);
  posterRoutes(app);
  app.route('/stats/badge_holders_by_day', badgeHoldersByDay);
  app.route('/stats', stats);
  app.route('/s', shortLinks);
  // The card kiosk's pages and files (ADR 039), before the site's: the site never answers them.
  if (opts.config.kioskDir) mountKiosk(app, loadKiosk(opts.config.kioskDir));
  if (site) mountSite(app, site);
  return app;
}
