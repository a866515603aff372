/**
 * `/api/staff/badges` (admin, ADR 035): badges and who holds them.
 * - `GET /?deleted=true&q&sort&page&pageSize`, `GET /:id`
 * - `POST /` `{ data: { name, photo? } }`, `PUT /:id`, `DELETE /:id` (soft), `POST /:id/restore`
 * - `POST /:id/award` and `POST /:id/revoke` `{ data: { members: "12, @handle …" | [12, "@handle"] } }`
 *   → `{ data: { changed, unchanged, unknown } }`; each new holder gets a notification.
 */
import { checkBadge, parseMemberList } from '@lightbearers/domain';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, requireRole } from '../../context.js';
import * as s from '../../db/schema.js';
import { badRequest, invalid } from '../../errors.js';
import {
  awardBadge,
  type BadgeRow,
  badgeAttrs,
  badgePictures,
  createBadge,
  holderCounts,
  listBadges,
  setBadgeDeleted,
  updateBadge,
} from '../../services/badges.js';
import { findRow } from '../../services/change.js';
import { dataBody, entityOf, listOf, listParams, onlyFields, sortOf } from './common.js';

export const staffBadges = new Hono<AppEnv>();

const answer = async (c: Ctx, row: BadgeRow) => {
  const [holders, pictures] = await Promise.all([
    holderCounts(dbOf(c), [row.id]),
    badgePictures(dbOf(c), [row]),
  ]);
  return c.json({ data: entityOf(row.id, badgeAttrs(row, holders.get(row.id) ?? 0, pictures)), meta: {} });
};

staffBadges.get('/', async (c) => {
  requireRole(c, 'admin');
  const q = listParams(c, {
    deleted: z.enum(['true', 'false']).optional(),
    q: z.string().max(100).optional(),
  });
  const order = sortOf(q.sort, { id: s.badges.id, name: s.badges.name }, [desc(s.badges.id)]);
  const page = await listBadges(dbOf(c), { ...q, deleted: q.deleted === 'true', order });
  const ids = page.rows.map((r) => r.id);
  const [holders, pictures] = await Promise.all([
    holderCounts(dbOf(c), ids),
    badgePictures(dbOf(c), page.rows),
  ]);
  return c.json(listOf(page.rows, (r) => badgeAttrs(r, holders.get(r.id) ?? 0, pictures), page.pagination));
});

staffBadges.get('/:id', async (c) => {
  requireRole(c, 'admin');
  return answer(c, await findRow(dbOf(c), s.badges, intParam(c, 'id'), 'badge'));
});

staffBadges.post('/', async (c) => {
  const me = requireRole(c, 'admin');
  const data = await dataBody(c);
  onlyFields(data, ['name', 'photo']);
  const checked = checkBadge(data);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(
    c,
    await createBadge(dbOf(c), me.id, checked.value as { name: string; photo: number | null }),
  );
});

staffBadges.put('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, ['name', 'photo']);
  const checked = checkBadge(data, true);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, (await updateBadge(dbOf(c), me.id, id, checked.value)).after);
});

staffBadges.delete('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  return answer(c, (await setBadgeDeleted(dbOf(c), me.id, intParam(c, 'id'), true)).after);
});

staffBadges.post('/:id/restore', async (c) => {
  const me = requireRole(c, 'admin');
  return answer(c, (await setBadgeDeleted(dbOf(c), me.id, intParam(c, 'id'), false)).after);
});

for (const action of ['award', 'revoke'] as const)
  staffBadges.post(`/:id/${action}`, async (c) => {
    const me = requireRole(c, 'admin');
    const id = intParam(c, 'id');
    const data = await dataBody(c);
    onlyFields(data, ['members']);
    const members = data.members;
    if (typeof members !== 'string' && !Array.isArray(members))
      throw badRequest('members must be a text list or an array of ids and handles');
    if (Array.isArray(members) && !members.every((m) => typeof m === 'string' || typeof m === 'number'))
      throw badRequest('members must hold ids and handles only');
    const refs = parseMemberList(members as string | Array<string | number>);
    if (!refs.ok) throw invalid(refs.errors);
    return c.json({ data: await awardBadge(dbOf(c), me.id, id, refs.value, action === 'revoke'), meta: {} });
  });
