import { badRequest } from '../errors.js';

export type Nested = string | Nested[] | { [k: string]: Nested };

/**
 * A parsed node: an object WITHOUT a prototype, so no key a client sends (`toString`, `constructor`,
 * `__proto__`) can reach a built-in through inheritance, and writing to it never touches a prototype.
 */
export function node<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `obj[key]` when `key` is the object's OWN property, else undefined (never an inherited built-in). */
export function own<T>(obj: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** Names no query key may use: every property of `Object.prototype` (`__proto__`, `toString`, …) and `prototype`. */
export function isReservedKey(key: string): boolean {
  return key === 'prototype' || Reflect.has(Object.prototype, key);
}

/** Parses a query string with qs-style brackets (`filters[user][id][$eq]=1`, `a[]=1`, `a[0]=1`). */
export function parseQuery(search: URLSearchParams): Record<string, Nested> {
  const root = node<Nested>();
  let count = 0;
  for (const [rawKey, value] of search) {
    if (++count > 200) throw badRequest('Too many query parameters');
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) throw badRequest(`Invalid query parameter "${rawKey.slice(0, 100)}"`);
    const parts = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1]!)];
    if (parts.length > 8) throw badRequest(`Query parameter "${rawKey.slice(0, 100)}" is nested too deeply`);
    let at: Record<string, Nested> = root;
    for (let i = 0; i < parts.length; i++) {
      let part = parts[i]!;
      const last = i === parts.length - 1;
      if (part === '') part = String(Object.keys(at).length);
      if (isReservedKey(part)) throw badRequest(`Invalid query parameter "${rawKey.slice(0, 100)}"`);
      if (last) {
        const prev = own(at, part);
        if (prev === undefined) at[part] = value;
        else if (Array.isArray(prev)) prev.push(value);
        else if (typeof prev === 'string') at[part] = [prev, value];
        else throw badRequest(`Conflicting query parameter "${rawKey.slice(0, 100)}"`);
      } else {
        let next = own(at, part);
        if (next === undefined) {
          next = node<Nested>();
          at[part] = next;
        } else if (typeof next === 'string' || Array.isArray(next)) {
          const arr = Array.isArray(next) ? next : [next];
          const obj = node<Nested>();
          arr.forEach((v, j) => {
            obj[String(j)] = v;
          });
          next = obj;
          at[part] = next;
        }
        at = next as Record<string, Nested>;
      }
    }
  }
  return root;
}

/** Objects whose keys are all array indexes become arrays; a comma-separated string stays a string. */
export function asList(v: Nested | undefined): Nested[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'object') {
    const keys = Object.keys(v);
    if (keys.every((k) => /^\d+$/.test(k)))
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => v[k]!) as Nested[];
    throw badRequest('Expected a list');
  }
  return [v];
}

export function isPlainObject(v: Nested | undefined): v is Record<string, Nested> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export type Pagination =
  | { mode: 'page'; page: number; pageSize: number }
  | { mode: 'offset'; start: number; limit: number };

function int(v: Nested | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v)) throw badRequest(`${name} must be an integer`);
  const n = Number(v);
  if (n < min) throw badRequest(`${name} must be at least ${min}`);
  return n;
}

export const MAX_PAGE_SIZE = 200;

export function parsePagination(p: Nested | undefined, dflt = 25): Pagination {
  if (p === undefined) return { mode: 'page', page: 1, pageSize: dflt };
  if (!isPlainObject(p)) throw badRequest('pagination must be an object');
  for (const k of Object.keys(p))
    if (!['page', 'pageSize', 'start', 'limit', 'withCount'].includes(k))
      throw badRequest(`Invalid pagination parameter "${k}"`);
  const page = int(p.page, 'pagination[page]', 1);
  const pageSize = int(p.pageSize, 'pagination[pageSize]', 1);
  const start = int(p.start, 'pagination[start]', 0);
  const limit = int(p.limit, 'pagination[limit]', -1);
  if ((page !== undefined || pageSize !== undefined) && (start !== undefined || limit !== undefined))
    throw badRequest('Cannot use both page & offset pagination in the same query');
  if (start !== undefined || limit !== undefined) {
    const l = limit === undefined || limit === -1 ? MAX_PAGE_SIZE : limit;
    return { mode: 'offset', start: start ?? 0, limit: Math.min(Math.max(l, 1), MAX_PAGE_SIZE) };
  }
  return { mode: 'page', page: page ?? 1, pageSize: Math.min(pageSize ?? dflt, MAX_PAGE_SIZE) };
}

export type PopTree = { [rel: string]: PopTree };

/** `populate=*`, `populate=a,b.c`, `populate[0]=a`, `populate[a]=*`, `populate[a][populate]=b`. */
export function parsePopulate(p: Nested | undefined, all: () => string[]): PopTree | '*' {
  if (p === undefined) return {};
  if (typeof p === 'string') {
    if (p === '*' || p === 'true') return '*';
    const tree = node<PopTree>() as PopTree;
    for (const item of p
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      let at = tree;
      for (const part of item.split('.')) {
        if (isReservedKey(part)) throw badRequest(`Invalid populate "${item.slice(0, 100)}"`);
        let next = own(at, part);
        if (next === undefined) {
          next = node<PopTree>() as PopTree;
          at[part] = next;
        }
        at = next;
      }
    }
    return tree;
  }
  if (Array.isArray(p)) {
    const tree = node<PopTree>() as PopTree;
    for (const item of p) {
      const sub = parsePopulate(item, all);
      if (sub === '*') return '*';
      Object.assign(tree, sub);
    }
    return tree;
  }
  const keys = Object.keys(p);
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) return parsePopulate(asList(p), all);
  const tree = node<PopTree>() as PopTree;
  for (const k of keys) {
    const v = p[k]!;
    if (isReservedKey(k)) throw badRequest(`Invalid populate "${k.slice(0, 100)}"`);
    if (/^\d+$/.test(k)) {
      // `populate[0]=a` mixed with `populate[b][populate]=c`: an index names relations.
      const sub = parsePopulate(v, all);
      if (sub === '*') return '*';
      Object.assign(tree, sub);
      continue;
    }
    if (typeof v === 'string') {
      if (v === 'false') continue;
      const sub = v === '*' || v === 'true' ? node<PopTree>() : parsePopulate(v, all);
      tree[k] = sub === '*' ? starTree() : (sub as PopTree);
    } else if (isPlainObject(v)) {
      const inner = own(v, 'populate');
      const sub = inner === undefined ? (node<PopTree>() as PopTree) : parsePopulate(inner, all);
      tree[k] = sub === '*' ? starTree() : sub;
    } else throw badRequest(`Invalid populate for "${k}"`);
  }
  return tree;
}

function starTree(): PopTree {
  const t = node<PopTree>() as PopTree;
  t['*'] = node<PopTree>() as PopTree;
  return t;
}

export type SortSpec = Array<{ field: string; dir: 'asc' | 'desc' }>;

export function parseSort(s: Nested | undefined): SortSpec {
  if (s === undefined) return [];
  const items =
    typeof s === 'string'
      ? s.split(',')
      : asList(s).flatMap((x) => (typeof x === 'string' ? x.split(',') : []));
  return items
    .map((x) => x.trim())
    .filter(Boolean)
    .map((item) => {
      const [field, dirRaw] = item.split(':');
      const dir = (dirRaw ?? 'asc').toLowerCase();
      if (!field || (dir !== 'asc' && dir !== 'desc') || isReservedKey(field))
        throw badRequest(`Invalid sort "${item.slice(0, 100)}"`);
      return { field, dir };
    });
}
