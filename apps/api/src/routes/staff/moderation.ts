/**
 * `/api/staff/moderation` (staff; ADR 023 and 035): one place for posts, comments and replies.
 * - `GET /:kind?hidden=true|false&member&page&pageSize` (`kind`: post, comment, reply)
 * - `POST /:kind/:id/hide` `{ data: { reason } }` and `POST /:kind/:id/restore`
 */
import { checkReason } from '@lightbearers/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, requireRole, validParams } from '../../context.js';
import { invalid } from '../../errors.js';
import { listModeration, MODERATION_KINDS, moderate } from '../../services/moderation.js';
import { dataBody, entityOf, idParam, listOf, listParams, onlyFields } from './common.js';

export const staffModeration = new Hono<AppEnv>();

const kindOf = (c: Ctx) =>
  validParams(
    z.enum(MODERATION_KINDS, { message: `kind must be one of ${MODERATION_KINDS.join(', ')}` }),
    c.req.param('kind'),
  );

const itemAttrs = (r: {
  des: string;
  moderatedAt: Date | null;
  moderationReason: string | null;
  createdAt: Date;
}) => ({
  des: r.des,
  hidden: r.moderatedAt !== null,
  moderatedAt: r.moderatedAt,
  moderationReason: r.moderationReason,
  createdAt: r.createdAt,
});

staffModeration.get('/:kind', async (c) => {
  requireRole(c, 'staff');
  const kind = kindOf(c);
  const q = listParams(c, { hidden: z.enum(['true', 'false']).optional(), member: idParam('member') });
  const page = await listModeration(dbOf(c), kind, {
    ...q,
    hidden: q.hidden === undefined ? undefined : q.hidden === 'true',
  });
  return c.json(listOf(page.rows, (r) => ({ ...itemAttrs(r), userId: r.userId }), page.pagination));
});

staffModeration.post('/:kind/:id/hide', async (c) => {
  const me = requireRole(c, 'staff');
  const kind = kindOf(c);
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, ['reason']);
  const reason = checkReason(data.reason);
  if (!reason.ok) throw invalid(reason.errors);
  const r = await moderate(dbOf(c), me.id, kind, id, reason.value);
  return c.json({ data: entityOf(id, { kind, ...itemAttrs(r.after) }), meta: { changed: r.changed } });
});

staffModeration.post('/:kind/:id/restore', async (c) => {
  const me = requireRole(c, 'staff');
  const kind = kindOf(c);
  const id = intParam(c, 'id');
  const r = await moderate(dbOf(c), me.id, kind, id, null);
  return c.json({ data: entityOf(id, { kind, ...itemAttrs(r.after) }), meta: { changed: r.changed } });
});
