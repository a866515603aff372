import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.js';
import type { AppEnv, Ctx, Deps } from './context.js';
import type { Database } from './db/client.js';
import { ApiError, errorBody, fromDatabaseError, sendError } from './errors.js';
import { imageWork } from './image-work.js';
import { kioskRoutes, loadKiosk } from './kiosk.js';
import { createMailer, type Mailer } from './mail.js';
import { jsonBodyLimit } from './middleware/body-limit.js';
import { RateLimits, storeFor } from './middleware/rate-limit.js';
import { requestLog } from './middleware/request-log.js';
import { session } from './middleware/session.js';
import { addressResolver } from './network.js';
import { creatorSubs, sharerSubs } from './routes/applications.js';
import { auth } from './routes/auth.js';
import { badgeHoldersByDay } from './routes/badge-holders.js';
import { badges, badgeUsers } from './routes/badges.js';
import { cats, products } from './routes/collections.js';
import { comments, replies } from './routes/comments.js';
import { devOutbox, emailSignIn } from './routes/email-sign-in.js';
import { downloads, tiktokLinks, upload, uploads } from './routes/files.js';
import { health } from './routes/health.js';
import { likes } from './routes/likes.js';
import { notices, notifications } from './routes/notifications.js';
import { orderLimits } from './routes/order-limits.js';
import { pins } from './routes/pins.js';
import { thumbs } from './routes/posters.js';
import { posts } from './routes/posts.js';
import { profiles } from './routes/profiles.js';
import { sharers } from './routes/sharers.js';
import { orders, wallets } from './routes/shop.js';
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
import {
  nodePosterNet,
  POSTER_LIMITS,
  type PosterLimits,
  type PosterNet,
  Posters,
} from './services/posters.js';
import { loadSite, siteRoutes } from './site.js';
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
  /**
   * The rate limits; by default on the database's store (PostgreSQL's table, or memory on PGlite).
   * `startServer` passes limits on Valkey when the configuration names one (ADR 040).
   */
  limits?: RateLimits;
  /** Replaces the mailer the configuration gives (tests catch what SMTP would send). */
  mailer?: Mailer | null;
  /** The network LINE's ID-token verification goes through (an end-to-end test's fake LINE). */
  lineFetch?: typeof fetch;
};

/** The rate limits on the database's store: its PostgreSQL table, or memory on PGlite. */
function databaseLimits(config: Config, database: Database) {
  if (config.valkeyUrl)
    throw new Error('The rate limits on Valkey need a connected client: pass `limits` (startServer does)');
  return new RateLimits(config.rateLimitScale, storeFor(config, database), { pool: database.pool });
}

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
    limits: opts.limits ?? databaseLimits(opts.config, opts.database),
    posters: new Posters(opts.posterNet ?? nodePosterNet, { ...POSTER_LIMITS, ...opts.posterLimits }, () =>
      now().getTime(),
    ),
    clientAddress: opts.clientAddress ?? addressResolver(opts.config.trustProxy),
    mailer:
      opts.mailer !== undefined ? opts.mailer : opts.config.mail ? createMailer(opts.config.mail) : null,
    textGradients: new TextGradients(opts.config.textGradientsUrl, opts.posterNet ?? nodePosterNet, () =>
      now().getTime(),
    ),
    // The global `fetch` when it is called (the api tests stub it).
    lineFetch: opts.lineFetch ?? ((input, init) => fetch(input, init)),
  };
  // One image queue per process (ADR 020); the service runs one app, whose settings it takes.
  imageWork.configure(opts.config.imageConcurrency, opts.config.imageQueueLimit);
  const allowedOrigins = new Set(opts.config.corsOrigins);
  const app = new Hono<AppEnv>();

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
    await next();
  });
  if (opts.config.logRequests) app.use('*', requestLog());
  app.use('*', session(opts.database, opts.config.jwtSecret));
  app.use('/api/*', jsonBodyLimit());

  app.route('/health', health);
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

  // One sub-app per resource (ADR 019), mounted in this order.
  app.route('/api/auth/email', emailSignIn); // sign-in links by e-mail (ADR 041)
  app.route('/dev/outbox', devOutbox); // development only: the mails instead of SMTP
  app.route('/api', auth); // /connect/…, /auth/dev, /updateprofileline/{param}
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
  app.route('/api/wallets', wallets);
  app.route('/api/orders', orders);
  app.route('/api/upload', upload);
  app.route('/uploads', uploads);
  app.route('/api/download', downloads);
  app.route('/download', downloads);
  app.route('/api/tiktok', tiktokLinks);
  app.route('/thumbs', thumbs);
  app.route('/stats/badge_holders_by_day', badgeHoldersByDay);
  app.route('/stats', stats);
  app.route('/s', shortLinks);
  // The card kiosk's pages and files (ADR 039), before the site's: the site never answers them.
  if (opts.config.kioskDir) app.route('/', kioskRoutes(loadKiosk(opts.config.kioskDir)));
  if (site) app.route('/', siteRoutes(site));
  return app;
}
