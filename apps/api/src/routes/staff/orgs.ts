/**
 * `/api/staff/orgs` (admin, ADR 035): the organisation units `/api/orgs` serves.
 * - `GET /?org1&q&deleted=true&page&pageSize`, `POST /` `{ data: { org1, org2 } }`, `PUT /:id`,
 *   `DELETE /:id` (soft), `POST /:id/restore`
 * - `POST /import` `{ data: { csv, mode: 'merge' | 'replace', dryRun } }` → what changes (`add`,
 *   `restore`, `remove`, `unchanged`) and the lines that cannot be read (`problems`); a file with
 *   problems is never applied.
 */
import { checkOrgUnit, ORG_IMPORT_MODES, ORGANISATION_LEVEL1, parseOrgCsv } from '@lightbearers/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, jsonBody, requireRole } from '../../context.js';
import { ApiError, invalid } from '../../errors.js';
import { createOrg, importOrgs, listOrgs, orgAttrs, setOrgDeleted, updateOrg } from '../../services/orgs.js';
import { dataBody, entityOf, listOf, listParams, onlyFields } from './common.js';

export const staffOrgs = new Hono<AppEnv>();

staffOrgs.get('/', async (c) => {
  requireRole(c, 'admin');
  const q = listParams(c, {
    org1: z.enum(ORGANISATION_LEVEL1).optional(),
    q: z.string().max(200).optional(),
    deleted: z.enum(['true', 'false']).optional(),
  });
  const page = await listOrgs(dbOf(c), { ...q, deleted: q.deleted === 'true' });
  return c.json(listOf(page.rows, orgAttrs, page.pagination));
});

staffOrgs.post('/import', async (c) => {
  const me = requireRole(c, 'admin');
  const { data } = await jsonBody(
    c,
    z.object({
      data: z
        .object({
          csv: z.string().max(1_000_000),
          mode: z.enum(ORG_IMPORT_MODES).default('merge'),
          dryRun: z.boolean().default(true),
        })
        .strict(),
    }),
  );
  const parsed = parseOrgCsv(data.csv);
  if (parsed.problems.length)
    throw new ApiError(400, parsed.problems[0]!.message, { problems: parsed.problems }, 'ValidationError');
  const plan = await importOrgs(dbOf(c), me.id, parsed.units, data.mode, data.dryRun);
  return c.json({ data: { ...plan, mode: data.mode, dryRun: data.dryRun, problems: [] }, meta: {} });
});

staffOrgs.post('/', async (c) => {
  const me = requireRole(c, 'admin');
  const data = await dataBody(c);
  onlyFields(data, ['org1', 'org2']);
  const checked = checkOrgUnit(data);
  if (!checked.ok) throw invalid(checked.errors);
  const row = await createOrg(dbOf(c), me.id, checked.value);
  return c.json({ data: entityOf(row.id, orgAttrs(row)), meta: {} });
});

staffOrgs.put('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, ['org1', 'org2']);
  const checked = checkOrgUnit(data);
  if (!checked.ok) throw invalid(checked.errors);
  const { after } = await updateOrg(dbOf(c), me.id, id, checked.value);
  return c.json({ data: entityOf(after.id, orgAttrs(after)), meta: {} });
});

const setDeleted = (deleted: boolean) => async (c: Ctx) => {
  const me = requireRole(c, 'admin');
  const { after } = await setOrgDeleted(dbOf(c), me.id, intParam(c, 'id'), deleted);
  return c.json({ data: entityOf(after.id, orgAttrs(after)), meta: {} });
};
staffOrgs.delete('/:id', setDeleted(true));
staffOrgs.post('/:id/restore', setDeleted(false));
