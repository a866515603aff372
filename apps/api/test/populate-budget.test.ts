import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NESTED_MAX_PAGE_SIZE, POPULATE_BUDGET, POPULATE_CAP } from '../src/strapi/engine.js';
import { backends, harness, type Json } from './helpers.js';

/**
 * A populate budget per answer (ADR 023, amended): a 60-byte query that populates a to-many
 * relation under another — every profile's badges, every badge's holders — multiplied the lists
 * into one answer of tens of megabytes. Generated data: 300 members who all hold the same 10 badges.
 */
const MEMBERS = 300;
const BADGES = 10;

/** Every entity the answer holds in a populated to-many list, at any depth. */
function listItems(entities: Json[]): number {
  let n = 0;
  const walk = (e: Json) => {
    for (const v of Object.values(e.attributes ?? {}) as Json[]) {
      if (v && typeof v === 'object' && 'data' in v) {
        if (Array.isArray(v.data)) {
          n += v.data.length;
          v.data.forEach(walk);
        } else if (v.data) walk(v.data);
      }
    }
  };
  entities.forEach(walk);
  return n;
}

describe.each(backends())('the populate budget per answer on $name', (backend) => {
  const h = harness(backend);
  let badgeIds: number[] = [];
  beforeAll(async () => {
    const db = h.database.db;
    await db.execute(
      sql`insert into members (username, name) select 'budget_' || g, 'งบทดสอบ ' || g from generate_series(1, ${MEMBERS}) g`,
    );
    const made = (await db.execute(
      sql`insert into badges (name) select 'เหรียญทดสอบ ' || g from generate_series(1, ${BADGES}) g returning id`,
    )) as unknown as { rows: Array<{ id: number }> };
    badgeIds = made.rows.map((r) => Number(r.id));
    await db.execute(
      sql`insert into badge_users (badge_id, user_id)
          select b.id, m.id from badges b cross join members m
          where b.name like 'เหรียญทดสอบ %' and m.username like 'budget\\_%'`,
    );
  });

  it('profiles × badges × holders: a small answer, the page lowered, the cut named', async () => {
    const t0 = performance.now();
    const r = await h.req(
      'GET',
      `/api/profiles?pagination[pageSize]=200&populate[badges][populate][users]=*&filters[name][$startsWith]=${encodeURIComponent('งบทดสอบ')}`,
    );
    const ms = performance.now() - t0;
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    // Before: 200 profiles × 10 badges × 100 holders = 200,000 entities, tens of megabytes.
    expect(r.text.length).toBeLessThan(2_000_000);
    expect(listItems(r.body.data)).toBeLessThanOrEqual(POPULATE_BUDGET);
    // A to-many under a to-many: the page is lowered, and says so.
    expect(r.body.data).toHaveLength(NESTED_MAX_PAGE_SIZE);
    expect(r.body.meta.pagination).toMatchObject({ page: 1, pageSize: NESTED_MAX_PAGE_SIZE, total: MEMBERS });
    // Every profile still has its badges (the outer lists are served first)…
    for (const p of r.body.data as Json[]) expect(p.attributes.badges.data).toHaveLength(BADGES);
    // …and the holders' lists that did not fit are cut, with their whole count, and named.
    const holders = (r.body.data as Json[]).flatMap((p) => p.attributes.badges.data as Json[]);
    const cutLists = holders.filter((b) => b.attributes.users.meta);
    expect(cutLists.length).toBeGreaterThan(0);
    for (const b of cutLists) expect(b.attributes.users.meta).toEqual({ total: MEMBERS });
    expect(r.body.meta.populateCap.limit).toBe(POPULATE_CAP);
    expect(r.body.meta.populateCap.budget).toBe(POPULATE_BUDGET);
    const named = new Set((r.body.meta.populateCap.truncated as Json[]).map((c) => `${c.relation}:${c.id}`));
    for (const id of badgeIds) expect(named.has(`badges.users:${id}`), `badge ${id}`).toBe(true);
    expect(ms).toBeLessThan(5_000);
  });

  it('a to-many under a to-one keeps the page size; a one-level page of lists is cut at the budget', async () => {
    // One level: 200 profiles × 10 badges = 2,000 — within the budget, nothing cut.
    const one = await h.req(
      'GET',
      `/api/profiles?pagination[pageSize]=200&populate[0]=badges&filters[name][$startsWith]=${encodeURIComponent('งบทดสอบ')}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(200);
    expect(listItems(one.body.data)).toBe(200 * BADGES);
    expect(one.body.meta.populateCap).toBeUndefined();
    // The badges with their holders, one level: 10 × 100 (the per-list cap) = 1,000.
    const badges = await h.req('GET', '/api/badges?pagination[pageSize]=100&populate[0]=users');
    expect(badges.status).toBe(200);
    expect(listItems(badges.body.data)).toBeLessThanOrEqual(POPULATE_BUDGET);
    expect(badges.body.meta.pagination.pageSize).toBe(100);
  });
});
