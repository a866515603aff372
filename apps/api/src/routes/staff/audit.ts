/**
 * `/api/staff/audit` (admin, ADR 035): the audit log, read only.
 * - `GET /?actor&action&entity&entityId&from&to&page&pageSize` — newest first; `action` ending in
 *   `.` matches a family (`order.`); `from`/`to` are moments or Bangkok days (`to` is exclusive as
 *   a moment, inclusive as a day).
 * Any other method answers 405: the log is written by the actions themselves and never edited.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, dbOf, requireRole } from '../../context.js';
import { ApiError } from '../../errors.js';
import { listAudit } from '../../services/audit.js';
import { idParam, listOf, listParams, momentParam } from './common.js';

export const staffAudit = new Hono<AppEnv>();

staffAudit.get('/', async (c) => {
  requireRole(c, 'admin');
  const q = listParams(c, {
    actor: idParam('actor'),
    action: z.string().max(100).optional(),
    entity: z.string().max(50).optional(),
    entityId: z.string().max(50).optional(),
    from: momentParam('from'),
    to: momentParam('to', true),
  });
  const page = await listAudit(dbOf(c), q);
  return c.json(
    listOf(
      page.rows,
      (r) => ({
        actorId: r.actorId,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        before: r.before,
        after: r.after,
        reason: r.reason,
        createdAt: r.createdAt,
      }),
      page.pagination,
    ),
  );
});

const readOnly = () => {
  throw new ApiError(405, 'The audit log is read only');
};
staffAudit.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/', readOnly);
staffAudit.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/:id', readOnly);
