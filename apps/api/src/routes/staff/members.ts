/**
 * `/api/staff/members` (staff; roles admin only, ADR 035).
 * - `GET /?q&role&type&blocked&sort&page&pageSize` — search by name, handle, e-mail or id.
 * - `GET /:id` — the member with their activity and wallet.
 * - `POST /:id/block` `{ data: { reason } }`, `POST /:id/unblock` — a blocked member cannot sign
 *   in, call anything signed in, post or comment, and their posts leave the public lists.
 * - `PUT /:id/type` `{ data: { type: 'sharer' | 'creator' } }`
 * - `PUT /:id/role` `{ data: { role: 'member' | 'staff' | 'admin' } }` (admin only)
 */
import { checkReason, ROLES, USER_TYPES } from '@lightbearers/domain';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, jsonBody, type Member, requireRole } from '../../context.js';
import * as s from '../../db/schema.js';
import { invalid } from '../../errors.js';
import { findRow } from '../../services/change.js';
import {
  listMembers,
  memberActivity,
  memberAttrs,
  setBlocked,
  setMemberType,
  setRole,
} from '../../services/members.js';
import { dataBody, entityOf, listOf, listParams, onlyFields, sortOf } from './common.js';

export const staffMembers = new Hono<AppEnv>();

const answer = async (c: Ctx, m: Member, meta: Record<string, unknown> = {}) =>
  c.json({
    data: entityOf(m.id, { ...memberAttrs(m), activity: await memberActivity(dbOf(c), m.id) }),
    meta,
  });

staffMembers.get('/', async (c) => {
  requireRole(c, 'staff');
  const q = listParams(c, {
    q: z.string().max(200).optional(),
    role: z.enum(ROLES).optional(),
    type: z.enum(USER_TYPES).optional(),
    blocked: z.enum(['true', 'false']).optional(),
  });
  const order = sortOf(q.sort, { id: s.members.id, name: s.members.name, createdAt: s.members.createdAt }, [
    asc(s.members.id),
  ]);
  const page = await listMembers(dbOf(c), {
    ...q,
    blocked: q.blocked === undefined ? undefined : q.blocked === 'true',
    order,
  });
  return c.json(listOf(page.rows, memberAttrs, page.pagination));
});

staffMembers.get('/:id', async (c) => {
  requireRole(c, 'staff');
  return answer(c, await findRow(dbOf(c), s.members, intParam(c, 'id'), 'member'));
});

staffMembers.post('/:id/block', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, ['reason']);
  const reason = checkReason(data.reason);
  if (!reason.ok) throw invalid(reason.errors);
  const r = await setBlocked(dbOf(c), me, id, reason.value);
  return answer(c, r.after, { changed: r.changed });
});

staffMembers.post('/:id/unblock', async (c) => {
  const me = requireRole(c, 'staff');
  const r = await setBlocked(dbOf(c), me, intParam(c, 'id'), null);
  return answer(c, r.after, { changed: r.changed });
});

staffMembers.put('/:id/type', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  const { data } = await jsonBody(c, z.object({ data: z.object({ type: z.enum(USER_TYPES) }).strict() }));
  const r = await setMemberType(dbOf(c), me, id, data.type);
  return answer(c, r.after, { changed: r.changed });
});

staffMembers.put('/:id/role', async (c) => {
  const me = requireRole(c, 'admin');
  const id = intParam(c, 'id');
  const { data } = await jsonBody(c, z.object({ data: z.object({ role: z.enum(ROLES) }).strict() }));
  const r = await setRole(dbOf(c), me.id, id, data.role);
  return answer(c, r.after, { changed: r.changed });
});
