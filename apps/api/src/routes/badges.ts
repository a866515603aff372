import { Hono } from 'hono';
import { type AppEnv, requireUser } from '../context.js';
import { visibleBadge } from '../services/badges.js';
import * as R from '../strapi/resources.js';
import { listRoute, readRoutes } from './shared.js';

/** `/api/badges`: the badges there are (deleted ones leave it, ADR 035). */
export const badges = readRoutes(R.badgeRes, 25, () => visibleBadge);

/** `GET /api/badge-users`: who holds which badge (signed-in members only). */
export const badgeUsers = new Hono<AppEnv>().get(
  '/',
  listRoute(R.badgeUserRes, {
    defaultPageSize: 100,
    scope: (c) => {
      requireUser(c);
      return undefined;
    },
  }),
);
