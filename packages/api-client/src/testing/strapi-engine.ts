/**
 * A small in-memory implementation of Strapi-v4 list semantics for the mock handlers: nested
 * `filters` (relations, `$and`/`$or`, every operator apps/api supports), `populate`, `sort`,
 * `pagination`. Entities are stored fully populated; relations not asked for are left out, as
 * Strapi does.
 */
import type { WireEntity, WirePagination } from '../wire/strapi';

type Nested = { [key: string]: Nested | string };

/** `filters[a][b][0]=x` → `{ filters: { a: { b: { 0: 'x' } } } }`. */
export function parseNestedQuery(params: URLSearchParams): Nested {
  const root: Nested = {};
  for (const [rawKey, value] of params) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else {
        const next = node[segment];
        if (typeof next !== 'object') node[segment] = {};
        node = node[segment] as Nested;
      }
    });
  }
  return root;
}

const listOf = (value: Nested | string | undefined): Array<Nested | string> =>
  value === undefined ? [] : typeof value === 'string' ? value.split(',') : Object.values(value);

function coerce(raw: string, like: unknown): unknown {
  if (typeof like === 'number') return Number(raw);
  if (typeof like === 'boolean') return raw === 'true';
  return raw;
}

function compare(actual: unknown, operator: string, raw: Nested | string): boolean {
  switch (operator) {
    case '$null':
      return (raw === 'true') === (actual === null || actual === undefined);
    case '$notNull':
      return (raw === 'true') !== (actual === null || actual === undefined);
    case '$in':
      return listOf(raw).some((item) => typeof item === 'string' && coerce(item, actual) === actual);
    case '$notIn':
      return !listOf(raw).some((item) => typeof item === 'string' && coerce(item, actual) === actual);
  }
  if (typeof raw !== 'string') return false;
  const expected = coerce(raw, actual);
  switch (operator) {
    case '$eq':
      return actual === expected;
    case '$ne':
      return actual !== expected;
    case '$lt':
      return (actual as number) < (expected as number);
    case '$lte':
      return (actual as number) <= (expected as number);
    case '$gt':
      return (actual as number) > (expected as number);
    case '$gte':
      return (actual as number) >= (expected as number);
    case '$containsi':
      return typeof actual === 'string' && actual.toLowerCase().includes(raw.toLowerCase());
    default:
      throw new Error(`unsupported operator ${operator}`);
  }
}

type AnyEntity = { id: number; attributes: Record<string, unknown> };

/** The values of `field` on an entity: scalars, or entities for a relation (`{ data }`). */
function fieldValues(entity: AnyEntity, field: string): unknown[] {
  if (field === 'id') return [entity.id];
  const value = entity.attributes[field];
  if (value !== null && typeof value === 'object' && 'data' in value) {
    const data = (value as { data: unknown }).data;
    return data === null ? [null] : Array.isArray(data) ? data : [data];
  }
  return [value];
}

export function matchesFilters(entity: AnyEntity, filters: Nested): boolean {
  return Object.entries(filters).every(([key, condition]) => {
    if (key === '$and')
      return listOf(condition).every((sub) => typeof sub !== 'string' && matchesFilters(entity, sub));
    if (key === '$or')
      return listOf(condition).some((sub) => typeof sub !== 'string' && matchesFilters(entity, sub));
    if (typeof condition === 'string')
      return fieldValues(entity, key).some((v) => compare(v, '$eq', condition));
    const values = fieldValues(entity, key);
    const operators = Object.entries(condition).filter(([op]) => op.startsWith('$'));
    if (operators.length > 0) {
      return operators.every(([op, raw]) =>
        op === '$null' || op === '$notNull' || op === '$notIn'
          ? compare(values.length === 1 ? values[0] : values.length ? values : null, op, raw)
          : values.some((v) => compare(v, op, raw)),
      );
    }
    // a nested filter on a relation: some related entity matches
    return values.some(
      (v) => v !== null && typeof v === 'object' && matchesFilters(v as AnyEntity, condition),
    );
  });
}

/** Keeps the relations `populate` asks for (`*` keeps all), drops the others. */
export function applyPopulate<A>(
  entity: WireEntity<A>,
  populate: Nested | string | undefined,
  relations: readonly string[],
): WireEntity<A> {
  if (populate === '*') return entity;
  const wanted = new Set<string>();
  if (typeof populate === 'string') for (const key of populate.split(',')) wanted.add(key);
  else if (populate)
    for (const [key, value] of Object.entries(populate))
      wanted.add(/^\d+$/.test(key) ? (value as string) : key);
  const attributes = { ...(entity.attributes as Record<string, unknown>) };
  for (const relation of relations) if (!wanted.has(relation)) delete attributes[relation];
  return { id: entity.id, attributes: attributes as A };
}

function sortKeys(sort: Nested | string | undefined): Array<{ field: string; desc: boolean }> {
  return listOf(sort).flatMap((item) => {
    if (typeof item !== 'string') return [];
    const [field = 'id', dir] = item.split(':');
    return [{ field, desc: dir?.toLowerCase() === 'desc' }];
  });
}

export interface ListOptions {
  /** Relations left out unless populated. */
  relations?: readonly string[];
  defaultPageSize?: number;
}

/** Filters, sorts, paginates and populates a list like Strapi's `GET /api/<resource>`. */
export function strapiList<A>(
  entities: ReadonlyArray<WireEntity<A>>,
  params: URLSearchParams,
  options: ListOptions = {},
): { data: WireEntity<A>[]; meta: { pagination: WirePagination } } {
  const query = parseNestedQuery(params);
  const filters = typeof query.filters === 'object' ? query.filters : {};
  let rows = entities.filter((entity) => matchesFilters(entity as unknown as AnyEntity, filters));
  const keys = sortKeys(query.sort);
  if (keys.length) {
    rows = [...rows].sort((a, b) => {
      for (const { field, desc } of keys) {
        const av = field === 'id' ? a.id : (a.attributes as Record<string, unknown>)[field];
        const bv = field === 'id' ? b.id : (b.attributes as Record<string, unknown>)[field];
        if (av === bv) continue;
        const order = (av as number | string) < (bv as number | string) ? -1 : 1;
        return desc ? -order : order;
      }
      return 0;
    });
  }
  const pagination = typeof query.pagination === 'object' ? query.pagination : {};
  const num = (key: string) => (typeof pagination[key] === 'string' ? Number(pagination[key]) : undefined);
  let start: number;
  let pageSize: number;
  let page: number;
  if (num('limit') !== undefined || num('start') !== undefined) {
    start = num('start') ?? 0;
    pageSize = num('limit') ?? options.defaultPageSize ?? 25;
    page = Math.floor(start / Math.max(pageSize, 1)) + 1;
  } else {
    page = Math.max(1, num('page') ?? 1);
    pageSize = num('pageSize') ?? options.defaultPageSize ?? 25;
    start = (page - 1) * pageSize;
  }
  const total = rows.length;
  const data = rows
    .slice(start, start + pageSize)
    .map((entity) => applyPopulate(entity, query.populate, options.relations ?? []));
  return {
    data,
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / Math.max(pageSize, 1)), total } },
  };
}

/** Populate for a single entity answer. */
export function strapiOne<A>(
  entity: WireEntity<A>,
  params: URLSearchParams,
  relations: readonly string[],
): WireEntity<A> {
  return applyPopulate(entity, parseNestedQuery(params).populate, relations);
}
