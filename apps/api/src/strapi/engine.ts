import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type AnyColumn = PgColumn;

import { type Executor, rows } from '../db/client.js';
import { badRequest } from '../errors.js';
import {
  asList,
  isPlainObject,
  type Nested,
  node,
  own,
  type Pagination,
  type PopTree,
  parsePagination,
  parsePopulate,
  parseSort,
  type SortSpec,
} from './query.js';
import { type ReadResource, type Rendered, readPage, renderOrder, renderWhere } from './read.js';

export type FieldKind = 'int' | 'text' | 'bool' | 'date' | 'timestamp';
export type Field = { col: AnyColumn; kind: FieldKind };

export type Relation =
  /** this.fk → target.id */
  | { kind: 'one'; target: string; fk: AnyColumn }
  /** join table: through.from = this.id, through.to = target.id */
  | {
      kind: 'many';
      target: string;
      through: PgTable;
      from: AnyColumn;
      to: AnyColumn;
      order?: AnyColumn;
    };

export type Row = Record<string, unknown> & { id: number };

export type Resource = {
  name: string;
  table: PgTable;
  id: AnyColumn;
  fields: Record<string, Field>;
  relations: Record<string, Relation>;
  attrs: (row: Row) => Record<string, unknown>;
  /** Media are shaped `{ id, attributes }` too, but never populate further. */
  defaultSort?: SortSpec;
};

export type Entity = { id: number; attributes: Record<string, unknown> };

const registry = new Map<string, Resource>();
/** Registers a resource; its field and relation maps are copied into prototype-free objects (own keys only). */
export function register(r: Resource) {
  const safe: Resource = {
    ...r,
    fields: Object.assign(node<Field>(), r.fields),
    relations: Object.assign(node<Relation>(), r.relations),
  };
  registry.set(r.name, safe);
  return safe;
}
export function resource(name: string): Resource {
  const r = registry.get(name);
  if (!r) throw new Error(`unknown resource ${name}`);
  return r;
}

const MAX_IN = 1000;

function coerce(field: Field, v: Nested, key: string): unknown {
  if (typeof v !== 'string') throw badRequest(`Invalid value for ${key}`);
  switch (field.kind) {
    case 'int': {
      if (!/^-?\d{1,15}$/.test(v.trim())) throw badRequest(`${key} must be an integer`);
      return Number(v.trim());
    }
    case 'bool':
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      throw badRequest(`${key} must be true or false`);
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw badRequest(`${key} must be a date YYYY-MM-DD`);
      return v;
    case 'timestamp': {
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) throw badRequest(`${key} must be a date`);
      return d;
    }
    default:
      if (v.length > 500) throw badRequest(`${key} is too long`);
      return v;
  }
}

const esc = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function listValues(field: Field, v: Nested, key: string): unknown[] {
  const items = typeof v === 'string' ? v.split(',') : asList(v);
  if (items.length > MAX_IN) throw badRequest(`${key}: too many values`);
  return items.map((x) => coerce(field, x, key));
}

function opCondition(field: Field, op: string, v: Nested, key: string): SQL {
  const col = field.col;
  switch (op) {
    case '$eq':
      return eq(col, coerce(field, v, key));
    case '$ne':
      return ne(col, coerce(field, v, key));
    case '$lt':
      return lt(col, coerce(field, v, key));
    case '$lte':
      return lte(col, coerce(field, v, key));
    case '$gt':
      return gt(col, coerce(field, v, key));
    case '$gte':
      return gte(col, coerce(field, v, key));
    case '$in': {
      const vals = listValues(field, v, key);
      return vals.length ? inArray(col, vals) : sql`false`;
    }
    case '$notIn': {
      const vals = listValues(field, v, key);
      return vals.length ? notInArray(col, vals) : sql`true`;
    }
    case '$null':
    case '$notNull': {
      const b = coerce({ col, kind: 'bool' }, v, key) as boolean;
      return (op === '$null') === b ? isNull(col) : isNotNull(col);
    }
    case '$containsi':
    case '$notContainsi':
    case '$contains':
    case '$startsWith':
    case '$endsWith':
    case '$eqi': {
      const s = String(coerce({ col, kind: 'text' }, v, key));
      const c = sql`${col}::text`;
      if (op === '$containsi') return ilike(c, `%${esc(s)}%`);
      if (op === '$notContainsi') return not(ilike(c, `%${esc(s)}%`));
      if (op === '$contains') return like(c, `%${esc(s)}%`);
      if (op === '$startsWith') return like(c, `${esc(s)}%`);
      if (op === '$endsWith') return like(c, `%${esc(s)}`);
      return sql`lower(${col}::text) = lower(${s})`;
    }
    default:
      throw badRequest(`Invalid operator ${op} in ${key}`);
  }
}

function fieldConditions(field: Field, v: Nested, key: string): SQL[] {
  if (typeof v === 'string' || Array.isArray(v))
    return [Array.isArray(v) ? opCondition(field, '$in', v, key) : opCondition(field, '$eq', v, key)];
  const out: SQL[] = [];
  for (const [op, val] of Object.entries(v)) {
    if (op === '$not') {
      const inner = fieldConditions(field, val, key);
      out.push(not(and(...inner)!));
    } else out.push(opCondition(field, op, val, `${key}[${op}]`));
  }
  return out;
}

/** Translates Strapi `filters` into SQL on `res`'s table (nested relations become sub-selects). */
export function buildWhere(
  db: Executor,
  res: Resource,
  filters: Nested | undefined,
  depth = 0,
): SQL | undefined {
  if (filters === undefined) return undefined;
  if (!isPlainObject(filters)) throw badRequest('filters must be an object');
  if (depth > 4) throw badRequest('filters are nested too deeply');
  const conds: SQL[] = [];
  for (const [key, v] of Object.entries(filters)) {
    if (key === '$and' || key === '$or') {
      const parts = asList(v)
        .map((f) => buildWhere(db, res, f, depth + 1))
        .filter((x): x is SQL => !!x);
      if (parts.length) conds.push((key === '$and' ? and(...parts) : or(...parts))!);
      continue;
    }
    if (key === '$not') {
      const inner = buildWhere(db, res, v, depth + 1);
      if (inner) conds.push(not(inner));
      continue;
    }
    const field = own(res.fields, key);
    if (field) {
      conds.push(...fieldConditions(field, v, `filters[${key}]`));
      continue;
    }
    const rel = own(res.relations, key);
    if (rel) {
      const target = resource(rel.target);
      const idField: Field = { col: target.id, kind: 'int' };
      // An operator (or a bare value) on the relation itself compares the related id.
      const direct =
        typeof v === 'string' ||
        Array.isArray(v) ||
        Object.keys(v).every((k) => k.startsWith('$') && k !== '$and' && k !== '$or' && k !== '$not');
      if (rel.kind === 'one') {
        if (direct) {
          conds.push(...fieldConditions({ col: rel.fk, kind: 'int' }, v, `filters[${key}]`));
        } else {
          const inner = buildWhere(db, target, v, depth + 1);
          conds.push(inArray(rel.fk, db.select({ id: target.id }).from(target.table).where(inner)));
        }
      } else {
        const inner = direct
          ? and(...fieldConditions(idField, v, `filters[${key}]`))
          : buildWhere(db, target, v, depth + 1);
        const targets = db.select({ id: target.id }).from(target.table).where(inner);
        conds.push(
          inArray(res.id, db.select({ id: rel.from }).from(rel.through).where(inArray(rel.to, targets))),
        );
      }
      continue;
    }
    throw badRequest(`Invalid key ${key.slice(0, 100)} in filters`);
  }
  return conds.length ? and(...conds) : undefined;
}

export function buildOrder(res: Resource, sort: SortSpec): SQL[] {
  const spec = sort.length ? sort : (res.defaultSort ?? [{ field: 'id', dir: 'asc' }]);
  const out = spec.map(({ field, dir }) => {
    const f = own(res.fields, field);
    if (!f) throw badRequest(`Invalid sort field "${field.slice(0, 100)}"`);
    return dir === 'asc' ? asc(f.col) : desc(f.col);
  });
  if (!spec.some((s) => s.field === 'id')) out.push(asc(res.id));
  return out;
}

function allRelations(res: Resource): PopTree {
  return Object.fromEntries(Object.keys(res.relations).map((k) => [k, {}]));
}

export function normalisePop(res: Resource, pop: PopTree | '*'): PopTree {
  if (pop === '*') return allRelations(res);
  const out = node<PopTree>() as PopTree;
  for (const [k, v] of Object.entries(pop)) {
    if (k === '*') Object.assign(out, allRelations(res));
    else if (own(res.relations, k)) out[k] = v;
    else throw badRequest(`Invalid populate "${k.slice(0, 100)}" for ${res.name}`);
  }
  return out;
}

/**
 * Most items of one to-many relation loaded per entity (ADR 023): a post with 100,000 likers must not
 * load them all. A list that was cut is named in the answer's `meta.populateCap`.
 */
export const POPULATE_CAP = 100;

/**
 * Most items of populated to-many lists in one answer, counted where they appear (a badge's holders
 * under each of 25 profiles count 25 times): the per-list cap alone let `populate[badges][populate]
 * [users]` answer 200 × 10 × 100 entities, 40 MB (ADR 023, amended). Past it, lists are cut —
 * outer lists first, then the lists inside them — each with its whole count in `meta.total`, and
 * named in `meta.populateCap`.
 */
export const POPULATE_BUDGET = 2_000;

/** Largest page when a populate nests a to-many list under another (else MAX_PAGE_SIZE, 200). */
export const NESTED_MAX_PAGE_SIZE = 25;

/** A to-many list cut at POPULATE_CAP: the relation's path (`badges.users`) and the owning entity's id. */
export type Truncation = { relation: string; id: number };

/**
 * The relations of a populate that stops one level down (every sub-tree empty on its target), for
 * the one-round-trip read path; null when a sub-tree populates further or is invalid (the batch
 * serializer then answers, with its errors in its order).
 */
function flatPop(res: Resource, pop: PopTree): string[] | null {
  try {
    for (const [k, sub] of Object.entries(pop))
      if (Object.keys(normalisePop(resource(res.relations[k]!.target), sub)).length) return null;
  } catch {
    return null;
  }
  return Object.keys(pop);
}

const readable = (name: string): ReadResource => resource(name);

/** Whether a populate reaches a to-many relation below another to-many relation. */
function nestsLists(res: Resource, pop: PopTree | '*', underList = false, depth = 0): boolean {
  if (depth > 3) return false;
  for (const [name, sub] of Object.entries(normalisePop(res, pop))) {
    const rel = res.relations[name]!;
    if (rel.kind === 'many' && underList) return true;
    if (nestsLists(resource(rel.target), sub, underList || rel.kind === 'many', depth + 1)) return true;
  }
  return false;
}

/** The page of a list, lowered to NESTED_MAX_PAGE_SIZE when its populate nests lists. */
function pageOf(res: Resource, q: ListQuery, dflt: number, pop: PopTree | '*'): Pagination {
  const pag = parsePagination(q.pagination, dflt);
  if (!nestsLists(res, pop)) return pag;
  return pag.mode === 'page'
    ? { ...pag, pageSize: Math.min(pag.pageSize, NESTED_MAX_PAGE_SIZE) }
    : { ...pag, limit: Math.min(pag.limit, NESTED_MAX_PAGE_SIZE) };
}

type Populated = { data: Entity | Entity[] | null; meta?: { total: number } };

/**
 * Spends the answer's POPULATE_BUDGET on its to-many lists in reading order, level by level: every
 * entity of the page gets its own lists before any list inside them, and so on down. A list past
 * the budget keeps what fits (perhaps nothing), carries its whole count in `meta.total` and is
 * named in `cut`. Entities are copied as they are placed (the serializer shares one object between
 * every place a related entity appears), so the walk and the answer stay within the budget.
 * To-one relations are kept (one entity per place, at most the populate's depth).
 */
function spendBudget(entities: Entity[], res: Resource, pop: PopTree | '*', cut: Truncation[]): Entity[] {
  let left = POPULATE_BUDGET;
  const copy = (e: Entity): Entity => ({ id: e.id, attributes: { ...e.attributes } });
  type Place = { entity: Entity; res: Resource; pop: PopTree | '*'; path: string };
  const page = entities.map(copy);
  let level: Place[] = page.map((entity) => ({ entity, res, pop, path: '' }));
  for (let depth = 0; level.length && depth <= 4; depth++) {
    const next: Place[] = [];
    for (const at of level) {
      for (const [name, sub] of Object.entries(normalisePop(at.res, at.pop))) {
        const value = at.entity.attributes[name] as Populated | undefined;
        if (!value) continue;
        const target = resource(at.res.relations[name]!.target);
        const path = `${at.path}${name}.`;
        if (!Array.isArray(value.data)) {
          const one = value.data ? copy(value.data) : null;
          at.entity.attributes[name] = { data: one };
          if (one) next.push({ entity: one, res: target, pop: sub, path });
          continue;
        }
        const keep = Math.min(value.data.length, left);
        left -= keep;
        const kept = value.data.slice(0, keep).map(copy);
        for (const entity of kept) next.push({ entity, res: target, pop: sub, path });
        if (keep < value.data.length) {
          cut.push({ relation: `${at.path}${name}`, id: at.entity.id });
          at.entity.attributes[name] = {
            data: kept,
            meta: { total: value.meta?.total ?? value.data.length },
          };
        } else at.entity.attributes[name] = value.meta ? { data: kept, meta: value.meta } : { data: kept };
      }
    }
    level = next;
  }
  return page;
}

/**
 * Serialises rows as `{ id, attributes }`, loading populated relations in batches. `loads` bounds
 * the to-many items read for one answer (POPULATE_BUDGET): a level with more owners than the budget
 * left reads fewer items per owner, so a deep populate never reads more than the answer can hold.
 */
export async function serialize(
  db: Executor,
  res: Resource,
  rowsIn: Row[],
  popIn: PopTree | '*',
  depth = 0,
  cut: Truncation[] = [],
  path = '',
  loads: { left: number } = { left: POPULATE_BUDGET },
): Promise<Entity[]> {
  const pop = normalisePop(res, popIn);
  const entities = rowsIn.map((r) => ({ id: r.id, attributes: res.attrs(r) }));
  if (depth > 3 || !rowsIn.length) return entities;
  for (const [relName, sub] of Object.entries(pop)) {
    const rel = own(res.relations, relName)!;
    const target = resource(rel.target);
    if (rel.kind === 'one') {
      const fkName = Object.entries(res.table).find(([, c]) => c === rel.fk)?.[0];
      const ids = [
        ...new Set(rowsIn.map((r) => r[fkName!] as number | null).filter((x): x is number => x != null)),
      ];
      const trows = ids.length
        ? ((await db.select().from(target.table).where(inArray(target.id, ids))) as unknown as Row[])
        : [];
      const tents = await serialize(db, target, trows, sub, depth + 1, cut, `${path}${relName}.`, loads);
      const byId = new Map(tents.map((e) => [e.id, e]));
      rowsIn.forEach((r, i) => {
        const id = r[fkName!] as number | null;
        entities[i]!.attributes[relName] = { data: id == null ? null : (byId.get(id) ?? null) };
      });
    } else {
      // At most POPULATE_CAP + 1 links per entity (fewer when the answer's budget is nearly spent),
      // each read from the join table's index in its order (the extra one only tells that the
      // list goes on).
      const perOwner = Math.min(POPULATE_CAP, Math.floor(loads.left / rowsIn.length));
      const order = rel.order ? sql`${rel.order}, ${rel.to}` : sql`${rel.to}`;
      const links = await rows<{ src: number; dst: number }>(
        db,
        sql`select f.id as src, l.dst
            from unnest(array[${sql.join(
              rowsIn.map((r) => sql`${r.id}`),
              sql`, `,
            )}]::int[]) as f(id)
            cross join lateral (
              select ${rel.to} as dst${rel.order ? sql`, ${rel.order} as o` : sql``}
              from ${rel.through} where ${rel.from} = f.id
              order by ${order} limit ${perOwner + 1}
            ) l
            order by f.id${rel.order ? sql`, l.o` : sql``}, l.dst`,
      );
      const kept = new Map<number, number[]>();
      const cutIds: number[] = [];
      for (const l of links) {
        const from = Number(l.src);
        const list = kept.get(from) ?? [];
        kept.set(from, list);
        if (list.length < perOwner) list.push(Number(l.dst));
        else {
          cut.push({ relation: path + relName, id: from });
          cutIds.push(from);
        }
      }
      for (const list of kept.values()) loads.left -= list.length;
      // A cut list still tells how many links there are (`meta.total`), so a count stays right.
      const totals = new Map<number, number>();
      if (cutIds.length) {
        const counted = await rows<{ src: number; n: number }>(
          db,
          sql`select ${rel.from} as src, count(*)::int as n from ${rel.through}
              where ${rel.from} in (${sql.join(
                cutIds.map((id) => sql`${id}`),
                sql`, `,
              )}) group by ${rel.from}`,
        );
        for (const c of counted) totals.set(Number(c.src), Number(c.n));
      }
      const tids = [...new Set([...kept.values()].flat())];
      const trows = tids.length
        ? ((await db.select().from(target.table).where(inArray(target.id, tids))) as unknown as Row[])
        : [];
      const tents = await serialize(db, target, trows, sub, depth + 1, cut, `${path}${relName}.`, loads);
      const byId = new Map(tents.map((e) => [e.id, e]));
      rowsIn.forEach((r, i) => {
        const list = (kept.get(r.id) ?? []).map((id) => byId.get(id)).filter((e): e is Entity => !!e);
        const total = totals.get(r.id);
        entities[i]!.attributes[relName] =
          total === undefined ? { data: list } : { data: list, meta: { total } };
      });
    }
  }
  return entities;
}

/**
 * The answer's `meta.populateCap` when a to-many list was cut (else nothing, the Strapi shape): the
 * per-list cap, the per-answer budget, and each cut list once (relation path and owner id).
 */
export function capMeta(cut: Truncation[]) {
  if (!cut.length) return {};
  const seen = new Set<string>();
  const truncated = cut.filter((c) => {
    const key = `${c.relation}\u0000${c.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { populateCap: { limit: POPULATE_CAP, budget: POPULATE_BUDGET, truncated } };
}

export type ListQuery = {
  filters?: Nested;
  sort?: Nested;
  pagination?: Nested;
  populate?: Nested;
  fields?: Nested;
};

export type ListOptions = {
  /** Extra server-side conditions (permissions) ANDed with the client's filters. */
  where?: SQL | undefined;
  defaultPageSize?: number;
};

function pickFields(entities: Entity[], res: Resource, fields: Nested | undefined) {
  if (fields === undefined) return;
  // Parsed nodes have no prototype, so a nested one (`fields[][]=x`) cannot go through String().
  const items = typeof fields === 'string' ? fields.split(',') : asList(fields);
  if (items.some((s) => typeof s !== 'string')) throw badRequest('fields must be a list of field names');
  const list = (items as string[]).map((s) => s.trim());
  for (const f of list) if (!own(res.fields, f)) throw badRequest(`Invalid field "${f.slice(0, 100)}"`);
  const keep = new Set([...list, ...Object.keys(res.relations)]);
  for (const e of entities)
    for (const k of Object.keys(e.attributes)) if (!keep.has(k)) delete e.attributes[k];
}

/**
 * Totals of large lists (≥ LARGE_COUNT rows) are reused for COUNT_TTL_MS: counting 100,000 posts on
 * every feed page costs more than the page itself, and a page count a few seconds old is harmless.
 * Smaller lists are always counted exactly.
 */
const LARGE_COUNT = 10_000;
const COUNT_TTL_MS = 10_000;
const countCache = new WeakMap<object, Map<string, { n: number; expires: number }>>();

function countCacheOf(db: Executor) {
  let cache = countCache.get(db);
  if (!cache) {
    cache = new Map();
    countCache.set(db, cache);
  }
  return cache;
}

function rememberCount(db: Executor, key: string, n: number) {
  const cache = countCacheOf(db);
  if (n >= LARGE_COUNT) {
    if (cache.size > 1000) cache.clear();
    cache.set(key, { n, expires: Date.now() + COUNT_TTL_MS });
  } else cache.delete(key);
}

function cachedCount(db: Executor, key: string): number | null {
  const hit = countCacheOf(db).get(key);
  return hit && hit.expires > Date.now() ? hit.n : null;
}

async function countRows(db: Executor, res: Resource, where: SQL | undefined): Promise<number> {
  const query = db.select({ n: count() }).from(res.table).where(where);
  const { sql: text, params } = query.toSQL();
  const key = `${text}|${JSON.stringify(params)}`;
  const hit = cachedCount(db, key);
  if (hit !== null) return hit;
  const total = Number((await query)[0]?.n ?? 0);
  rememberCount(db, key, total);
  return total;
}

/** The count cache's key of the read path: the table and the condition's SQL with its values. */
function whereKey(res: Resource, where: Rendered | null): string {
  return where ? `read|${res.name}|${where.sql}|${JSON.stringify(where.params)}` : `read|${res.name}`;
}

export async function findMany(db: Executor, res: Resource, q: ListQuery, opts: ListOptions = {}) {
  const where = and(buildWhere(db, res, q.filters), opts.where);
  const sort = parseSort(q.sort);
  const order = buildOrder(res, sort);
  const pop = parsePopulate(q.populate, () => Object.keys(res.relations));
  const pag: Pagination = pageOf(res, q, opts.defaultPageSize ?? 25, pop);
  const offset = pag.mode === 'page' ? (pag.page - 1) * pag.pageSize : pag.start;
  const limit = pag.mode === 'page' ? pag.pageSize : pag.limit;
  const flat = flatPop(res, normalisePop(res, pop));
  if (flat) {
    // One statement: the page, its relations and (when not cached) the total.
    const rendered = renderWhere(where);
    const key = whereKey(res, rendered);
    const cached = cachedCount(db, key);
    const orderText = renderOrder(`${res.name}|${JSON.stringify(sort)}`, order);
    const read = await readPage(
      db,
      {
        res,
        pop: flat,
        cap: POPULATE_CAP,
        where: rendered,
        order: orderText,
        limit,
        offset,
        count: cached === null,
      },
      readable,
    );
    if (read) {
      if (cached === null) rememberCount(db, key, read.total ?? 0);
      const cut: Truncation[] = [...read.cut];
      const data = spendBudget(read.data, res, pop, cut);
      pickFields(data, res, q.fields);
      return {
        data,
        meta: { pagination: paginationMeta(pag, cached ?? read.total ?? 0), ...capMeta(cut) },
      };
    }
  }
  const [pageRows, total] = await Promise.all([
    db
      .select()
      .from(res.table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as unknown as Promise<Row[]>,
    countRows(db, res, where),
  ]);
  const cut: Truncation[] = [];
  const data = spendBudget(await serialize(db, res, pageRows, pop, 0, cut), res, pop, cut);
  pickFields(data, res, q.fields);
  return { data, meta: { pagination: paginationMeta(pag, total), ...capMeta(cut) } };
}

function paginationMeta(pag: Pagination, total: number) {
  return pag.mode === 'page'
    ? { page: pag.page, pageSize: pag.pageSize, pageCount: Math.ceil(total / pag.pageSize), total }
    : {
        page: Math.floor(pag.start / pag.limit) + 1,
        pageSize: pag.limit,
        pageCount: Math.ceil(total / pag.limit),
        total,
        start: pag.start,
        limit: pag.limit,
      };
}

export async function findOne(db: Executor, res: Resource, id: number, q: ListQuery, where?: SQL) {
  let flat: string[] | null = null;
  try {
    flat = flatPop(
      res,
      normalisePop(
        res,
        parsePopulate(q.populate, () => Object.keys(res.relations)),
      ),
    );
  } catch {
    flat = null; // the batch path answers (a missing entry answers 404 before a bad populate)
  }
  if (flat) {
    const read = await readPage(
      db,
      {
        res,
        pop: flat,
        cap: POPULATE_CAP,
        where: renderWhere(and(eq(res.id, id), where)),
        order: '',
        limit: 1,
        offset: 0,
        count: false,
      },
      readable,
    );
    if (read) {
      if (!read.data[0]) return null;
      const cut: Truncation[] = [...read.cut];
      const [data] = spendBudget(
        read.data,
        res,
        parsePopulate(q.populate, () => Object.keys(res.relations)),
        cut,
      );
      pickFields([data!], res, q.fields);
      return { data: data!, meta: capMeta(cut) };
    }
  }
  const found = (await db
    .select()
    .from(res.table)
    .where(and(eq(res.id, id), where))
    .limit(1)) as unknown as Row[];
  if (!found.length) return null;
  const pop = parsePopulate(q.populate, () => Object.keys(res.relations));
  const cut: Truncation[] = [];
  const [data] = spendBudget(await serialize(db, res, found, pop, 0, cut), res, pop, cut);
  pickFields([data!], res, q.fields);
  return { data: data!, meta: capMeta(cut) };
}
