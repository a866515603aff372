/**
 * The one-round-trip read path (ADR 022): a page of a resource with its populated
 * relations in ONE SQL statement. Each row comes back as a JSON array (its columns, then one value
 * per populated relation: the related row's array, or an array of them in the relation's order),
 * the whole page as one `json_agg` text, the total in the same statement when the count cache has
 * none. The rows are rebuilt exactly as the driver and drizzle build them (timestamps as `Date` to
 * the millisecond, jsonb parsed), then shaped by the same `attrs` as the batch serializer, so the
 * answers are the same byte for byte. Statements are named (prepared once per pooled connection)
 * on PostgreSQL.
 *
 * Relations populated one level deep are read here; a deeper populate (`populate[badges][populate]`
 * on a target that has relations) goes to the batch serializer in `engine.ts`.
 */

import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dialect, type Executor, runNamed as run } from '../db/client.js';

/** What the read path needs of engine.ts (passed in, so the two modules do not import each other). */
export type ReadResource = {
  name: string;
  table: Parameters<typeof getTableColumns>[0];
  attrs: (row: Record<string, unknown> & { id: number }) => Record<string, unknown>;
  relations: Record<
    string,
    | { kind: 'one'; target: string; fk: PgColumn }
    | {
        kind: 'many';
        target: string;
        through: Parameters<typeof getTableColumns>[0];
        from: PgColumn;
        to: PgColumn;
        order?: PgColumn;
      }
  >;
};
type Entity = { id: number; attributes: Record<string, unknown> };

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

type Codec = { key: string; expr: (alias: string) => string; decode: ((v: unknown) => unknown) | null };
type Shape = { table: string; codecs: Codec[] };

/**
 * A column as the JSON array carries it: timestamps as epoch milliseconds cut like the driver's
 * `new Date(text)` cuts microseconds; integers, text, booleans, jsonb and date strings as they are.
 * Null for a column type this path does not carry (the resource then uses the batch serializer).
 */
function codec(key: string, col: PgColumn): Codec | null {
  const name = q(col.name);
  switch ((col as unknown as { columnType: string }).columnType) {
    case 'PgTimestamp':
      return {
        key,
        expr: (a) => `floor(extract(epoch from ${a}.${name}) * 1000)`,
        decode: (v) => (v === null ? null : new Date(v as number)),
      };
    case 'PgInteger':
    case 'PgSerial':
    case 'PgText':
    case 'PgBoolean':
    case 'PgJsonb':
    case 'PgDateString':
      return { key, expr: (a) => `${a}.${name}`, decode: null };
    default:
      return null;
  }
}

const shapes = new Map<object, Shape | null>();
function shapeOf(table: ReadResource['table']): Shape | null {
  if (shapes.has(table)) return shapes.get(table)!;
  const codecs: Codec[] = [];
  let ok = true;
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    const c = codec(key, col as PgColumn);
    if (c) codecs.push(c);
    else ok = false;
  }
  const shape = ok ? { table: getTableName(table), codecs } : null;
  shapes.set(table, shape);
  return shape;
}

const arrayOf = (shape: Shape, alias: string) =>
  `json_build_array(${shape.codecs.map((c) => c.expr(alias)).join(', ')})`;

function hydrate(shape: Shape, values: unknown[]) {
  const row: Record<string, unknown> = {};
  const { codecs } = shape;
  for (let i = 0; i < codecs.length; i++) {
    const c = codecs[i]!;
    row[c.key] = c.decode ? c.decode(values[i]) : values[i];
  }
  return row as Record<string, unknown> & { id: number };
}

type Plan = {
  shape: Shape;
  /** The select list of the outer query (the page's alias is the table's own name). */
  select: string;
  rels: Array<{ name: string; kind: 'one' | 'many'; target: ReadResource; shape: Shape }>;
};

const plans = new Map<string, Plan | null>();

/**
 * The statement parts for `res` with the relations `pop` (already normalised by the engine, every
 * sub-tree empty). Null when a table has a column type the JSON arrays do not carry.
 */
function planFor(
  res: ReadResource,
  pop: string[],
  cap: number,
  resource: (name: string) => ReadResource,
): Plan | null {
  const key = `${res.name}|${pop.join(',')}|${cap}`;
  if (plans.has(key)) return plans.get(key)!;
  const shape = shapeOf(res.table);
  let plan: Plan | null = null;
  if (shape) {
    const self = q(shape.table);
    const parts = shape.codecs.map((c) => c.expr(self));
    const rels: Plan['rels'] = [];
    for (const name of pop) {
      const rel = res.relations[name]!;
      const target = resource(rel.target);
      const tShape = shapeOf(target.table);
      if (!tShape) {
        plans.set(key, null);
        return null;
      }
      const t = q(tShape.table);
      const tid = `"t".${q(getTableColumns(target.table).id!.name)}`;
      if (rel.kind === 'one') {
        parts.push(
          `(select ${arrayOf(tShape, '"t"')} from ${t} "t" where ${tid} = ${self}.${q(rel.fk.name)})`,
        );
      } else {
        const link = q(getTableName(rel.through));
        const order = [...(rel.order ? [rel.order] : []), rel.to]
          .map((c) => `"l".${q(c.name)} asc`)
          .join(', ');
        // The links by index, then each target by its key (a nested loop: `offset 0` keeps the
        // lateral lookup from being merged into a join that walks the whole target index).
        // At most cap + 1 links per entity (the extra one only tells that the list was cut), and
        // for a cut list the count of all its links: [items, total or null]. `offset 0` keeps the
        // list a subquery run once (pulled up, each use of `x.j` would run it again).
        const from = `${q(rel.from.name)} = ${self}.${q(getTableColumns(res.table).id!.name)}`;
        parts.push(
          `(select json_build_array(x.j, case when json_array_length(x.j) > ${cap} then (select count(*)::int from ${link} "c" where "c".${from}) end) from (select coalesce((select json_agg("t".j order by ${order}) from (select * from ${link} "l" where "l".${from} order by ${order} limit ${cap + 1}) "l" cross join lateral (select ${arrayOf(tShape, '"t"')} as j from ${t} "t" where ${tid} = "l".${q(rel.to.name)} offset 0) "t"), '[]'::json) as j offset 0) x)`,
        );
      }
      rels.push({ name, kind: rel.kind, target, shape: tShape });
    }
    plan = { shape, select: `json_build_array(${parts.join(', ')})`, rels };
  }
  plans.set(key, plan);
  return plan;
}

/** A to-many list cut at the cap: the relation and the owning entity's id. */
export type Cut = { relation: string; id: number };

/**
 * Entities of one page from the statement's JSON text. A to-many list longer than `cap` keeps its
 * first `cap` items and is named in `cut`, relation by relation, owners by ascending id (the batch
 * serializer's order).
 */
function entities(res: ReadResource, plan: Plan, cap: number, text: string): { data: Entity[]; cut: Cut[] } {
  const list = JSON.parse(text) as unknown[][];
  const n = plan.shape.codecs.length;
  const cutIds = plan.rels.map(() => [] as number[]);
  const data = list.map((values) => {
    const row = hydrate(plan.shape, values);
    const attributes = res.attrs(row);
    plan.rels.forEach((rel, j) => {
      const v = values[n + j];
      if (rel.kind === 'one') {
        attributes[rel.name] = {
          data: v == null ? null : entityOf(rel.target, rel.shape, v as unknown[]),
        };
        return;
      }
      const [all, total] = v as [unknown[][], number | null];
      if (all.length > cap) {
        cutIds[j]!.push(row.id);
        // A cut list still tells how many links there are (`meta.total`), as the batch serializer.
        attributes[rel.name] = {
          data: all.slice(0, cap).map((x) => entityOf(rel.target, rel.shape, x)),
          meta: { total },
        };
      } else attributes[rel.name] = { data: all.map((x) => entityOf(rel.target, rel.shape, x)) };
    });
    return { id: row.id, attributes };
  });
  const cut = plan.rels.flatMap((rel, j) =>
    cutIds[j]!.sort((a, b) => a - b).map((id) => ({ relation: rel.name, id })),
  );
  return { data, cut };
}

function entityOf(res: ReadResource, shape: Shape, values: unknown[]): Entity {
  const row = hydrate(shape, values);
  return { id: row.id, attributes: res.attrs(row) };
}

// ------------------------------------------------------------------ statements

/** A condition as SQL text with its values ($1…$n). */
export type Rendered = { sql: string; params: unknown[] };

export function renderWhere(where: SQL | undefined): Rendered | null {
  return where ? dialect.sqlToQuery(where) : null;
}

const orders = new Map<string, string>();
/** The ORDER BY list's text, kept by `key` (the resource and the sort asked for). */
export function renderOrder(key: string, order: SQL[]): string {
  let text = orders.get(key);
  if (text === undefined) {
    text = order.length ? dialect.sqlToQuery(sql.join(order, sql`, `)).sql : '';
    if (orders.size < 1000) orders.set(key, text);
  }
  return text;
}

export type PageRead = {
  res: ReadResource;
  /** The relations to populate (one level, normalised by the engine). */
  pop: string[];
  /** Most items of one to-many relation per entity. */
  cap: number;
  where: Rendered | null;
  order: string;
  limit: number;
  offset: number;
  /** Count the rows matching `where` in the same statement. */
  count: boolean;
  /** Limit and offset written into the text (statements sent with the simple protocol, no values). */
  inline?: boolean;
};

const texts = new Map<string, string>();

/**
 * The SELECT of a page: `data` the page's JSON text, `total` when counted. The condition's values
 * come first ($1…$n, used by the page and the count alike), then limit and offset. Null when the
 * plan cannot carry the resource.
 */
export function pageQuery(
  r: PageRead,
  resource: (name: string) => ReadResource,
): { text: string; values: unknown[] } | null {
  const plan = planFor(r.res, r.pop, r.cap, resource);
  if (!plan) return null;
  const n = r.where?.params.length ?? 0;
  const key = `${r.res.name}|${r.pop.join(',')}|${r.cap}|${r.where?.sql ?? ''}|${r.order}|${r.count}|${r.inline ? `${r.limit},${r.offset}` : ''}`;
  let text = texts.get(key);
  if (text === undefined) {
    const table = q(plan.shape.table);
    const where = r.where ? ` where ${r.where.sql}` : '';
    const order = r.order ? ` order by ${r.order}` : '';
    const limit = r.inline ? String(Math.trunc(r.limit)) : `$${n + 1}`;
    const offset = r.inline ? String(Math.trunc(r.offset)) : `$${n + 2}`;
    text =
      `select (select coalesce(json_agg(${plan.select}${order}), '[]'::json)::text from ` +
      `(select * from ${table}${where}${order} limit ${limit} offset ${offset}) ${table}) as data` +
      (r.count ? `, (select count(*)::int from ${table}${where}) as total` : '');
    if (!r.inline && texts.size < 2000) texts.set(key, text);
  }
  const values = r.where ? [...r.where.params] : [];
  if (!r.inline) values.push(r.limit, r.offset);
  return { text, values };
}

/** Reads a page in one round trip; null when this path cannot (the engine uses the batch serializer). */
export async function readPage(
  db: Executor,
  r: PageRead,
  resource: (name: string) => ReadResource,
): Promise<{ data: Entity[]; cut: Cut[]; total: number | null } | null> {
  const query = pageQuery(r, resource);
  if (!query) return null;
  const found = await run<{ data: string; total?: number }>(db, query.text, query.values);
  if (!found) return null;
  const [row] = found;
  return { ...pageEntities(r, row!.data, resource), total: row!.total ?? null };
}

/** The entities of a page statement's `data` text, with the to-many lists cut at the cap. */
export function pageEntities(
  r: PageRead,
  text: string,
  resource: (name: string) => ReadResource,
): { data: Entity[]; cut: Cut[] } {
  return entities(r.res, planFor(r.res, r.pop, r.cap, resource)!, r.cap, text);
}
