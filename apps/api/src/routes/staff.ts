import { roleOf } from '@lightbearers/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, isStaff, requireUser, validParams } from '../context.js';
import { forbidden } from '../errors.js';
import { listSize } from '../params.js';
import {
  approveApplication,
  pendingApplication,
  pendingApplications,
  rejectApplication,
} from '../services/applications.js';
import { orgDirectory } from '../services/orgs.js';

/** Staff only: anonymous 401, any other member 403 (ADR 008, ADR 030). */
function requireStaff(c: Ctx) {
  requireUser(c);
  if (!isStaff(c)) throw forbidden('Staff only');
}

const pageQuery = z.object({
  page: listSize('page', 1, 100_000),
  pageSize: listSize('pageSize', 20, 100),
});

/**
 * `/api/staff`: the staff review of creator applications (ADR 030). Every route but `/me` is staff only.
 * - `GET /creator-applications?page&pageSize` — pending applications, oldest first, each with the
 *   member, their post count, the posts they shared and the clicks those shares earned.
 * - `POST /creator-applications/{id}/approve` — the member becomes a creator; the application is
 *   kept as 'approved'; the member is notified.
 * - `POST /creator-applications/{id}/reject` — the application is removed; the member is notified.
 */
export const staffRoutes = new Hono<AppEnv>();

/**
 * `GET /api/staff/me`: whether the signed-in member is staff (an admin is staff too) and their role
 * (the site shows or hides staff pages; the service enforces them, ADR 035).
 */
staffRoutes.get('/me', (c) => {
  const me = requireUser(c);
  return c.json({ data: { staff: isStaff(c), role: roleOf(me.role) } });
});

staffRoutes.get('/creator-applications', async (c) => {
  requireStaff(c);
  const { page, pageSize } = validParams(pageQuery, c.req.query());
  const { total, applications } = await pendingApplications(dbOf(c), page, pageSize);
  return c.json({
    data: applications,
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
  });
});

/** The pending application of the `id` path parameter (staff only; 404 missing, 409 reviewed). */
async function applicationToReview(c: Ctx) {
  requireStaff(c);
  return pendingApplication(dbOf(c), intParam(c, 'id'));
}

staffRoutes.post('/creator-applications/:id/approve', async (c) => {
  const application = await applicationToReview(c);
  await approveApplication(dbOf(c), application);
  return c.json({ data: { id: application.id, userId: application.userId, decision: 'approved' } });
});

staffRoutes.post('/creator-applications/:id/reject', async (c) => {
  const application = await applicationToReview(c);
  await rejectApplication(dbOf(c), application);
  return c.json({ data: { id: application.id, userId: application.userId, decision: 'rejected' } });
});

/**
 * `/api/orgs?category={org1}`: the organisation directory (level-2 units of one level-1 group), as
 * `data[].attributes.name`, so the site's inner-zone form reads it through the api-client's
 * `getOrganisations`. Public: unit names only.
 */
export const orgRoutes = new Hono<AppEnv>();

orgRoutes.get('/', async (c) => {
  const category = (c.req.query('category') ?? '').slice(0, 200);
  const units = await orgDirectory(dbOf(c), category);
  return c.json({ data: units.map((o) => ({ id: o.id, attributes: { name: o.org2, category: o.org1 } })) });
});
