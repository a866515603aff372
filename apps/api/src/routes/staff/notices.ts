/**
 * `/api/staff/notices` (staff, ADR 035): the notices members read in `/notice`.
 * - `GET /?state=draft|scheduled|published|deleted&q&sort&page&pageSize` — newest first; deleted
 *   ones only with `state=deleted`.
 * - `GET /:id`, `POST /` `{ data: { topic, des, icon, publishAt: 'now' | ISO | null } }`,
 *   `PUT /:id` (any of those fields), `POST /:id/publish` `{ data: { at? } }`, `POST /:id/unpublish`,
 *   `DELETE /:id` (soft), `POST /:id/restore`.
 */
import { checkNotice, NOTICE_STATES, type NoticeInput, STAFF_MESSAGES } from '@lightbearers/domain';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, deps, intParam, requireRole } from '../../context.js';
import * as s from '../../db/schema.js';
import { invalid } from '../../errors.js';
import { findRow } from '../../services/change.js';
import {
  createNotice,
  listNotices,
  type NoticeRow,
  noticeAttrs,
  setNoticeDeleted,
  updateNotice,
} from '../../services/notices.js';
import { dataBody, entityOf, listOf, listParams, onlyFields, sortOf } from './common.js';

const FIELDS = ['topic', 'des', 'icon', 'publishAt'] as const;

export const staffNotices = new Hono<AppEnv>();

const answer = (c: Ctx, row: NoticeRow) =>
  c.json({ data: entityOf(row.id, noticeAttrs(row, deps(c).now())), meta: {} });

staffNotices.get('/', async (c) => {
  requireRole(c, 'staff');
  const q = listParams(c, { state: z.enum(NOTICE_STATES).optional(), q: z.string().max(200).optional() });
  const order = sortOf(
    q.sort,
    {
      id: s.notices.id,
      topic: s.notices.topic,
      publishedAt: s.notices.publishedAt,
      updatedAt: s.notices.updatedAt,
    },
    [desc(s.notices.id)],
  );
  const now = deps(c).now();
  const page = await listNotices(dbOf(c), { ...q, order }, now);
  return c.json(listOf(page.rows, (r) => noticeAttrs(r, now), page.pagination));
});

staffNotices.get('/:id', async (c) => {
  requireRole(c, 'staff');
  return answer(c, await findRow(dbOf(c), s.notices, intParam(c, 'id'), 'notice'));
});

staffNotices.post('/', async (c) => {
  const me = requireRole(c, 'staff');
  const data = await dataBody(c);
  onlyFields(data, FIELDS);
  const checked = checkNotice(data, deps(c).now());
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, await createNotice(dbOf(c), me.id, checked.value as NoticeInput));
});

staffNotices.put('/:id', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, FIELDS);
  const checked = checkNotice(data, deps(c).now(), true);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, (await updateNotice(dbOf(c), me.id, id, checked.value)).after);
});

staffNotices.post('/:id/publish', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, ['at']);
  const checked = checkNotice({ publishAt: data.at ?? 'now' }, deps(c).now(), true);
  if (!checked.ok || !checked.value.publishAt) throw invalid({ at: STAFF_MESSAGES.publishAt });
  return answer(c, (await updateNotice(dbOf(c), me.id, id, checked.value, 'notice.publish')).after);
});

staffNotices.post('/:id/unpublish', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  return answer(c, (await updateNotice(dbOf(c), me.id, id, { publishAt: null }, 'notice.unpublish')).after);
});

staffNotices.delete('/:id', async (c) => {
  const me = requireRole(c, 'staff');
  return answer(c, (await setNoticeDeleted(dbOf(c), me.id, intParam(c, 'id'), true)).after);
});

staffNotices.post('/:id/restore', async (c) => {
  const me = requireRole(c, 'staff');
  return answer(c, (await setNoticeDeleted(dbOf(c), me.id, intParam(c, 'id'), false)).after);
});
