import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backends, expectError, harness } from './helpers.js';

/** Every own property (names and symbols) of the built-in prototypes a poisoned parser could reach. */
function prototypeSnapshot() {
  const targets = {
    object: Object.prototype,
    function: Function.prototype,
    array: Array.prototype,
    string: String.prototype,
    toString: Object.prototype.toString,
    valueOf: Object.prototype.valueOf,
    hasOwnProperty: Object.prototype.hasOwnProperty,
    constructor: Object,
  };
  return Object.fromEntries(
    Object.entries(targets).map(([k, t]) => [k, Reflect.ownKeys(t).map(String).sort().join(',')]),
  );
}

const BUILT_INS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'length',
  'name',
  'call',
  'apply',
  'bind',
  'then',
  'map',
  'push',
];
const LISTS = ['posts', 'comments', 'comment-replies', 'badges', 'profiles', 'postpins', 'cats', 'products'];
const TOP = ['filters', 'populate', 'sort', 'fields', 'pagination', 'a'];

describe.each(backends())('the query parser on $name cannot be poisoned', (backend) => {
  const h = harness(backend);

  it('answers 400, not 500, for a path through a built-in method (?a[toString][length][x]=1)', async () => {
    const before = prototypeSnapshot();
    expectError(await h.req('GET', '/api/posts?a[toString][length][x]=1'), 400);
    expectError(await h.req('GET', '/api/posts?filters[toString][length][x]=1'), 400);
    expect(prototypeSnapshot()).toEqual(before);
  });

  it('answers 400, not 500, for nested field lists (?fields[][]=*, found by the fuzz below)', async () => {
    expectError(await h.req('GET', '/api/posts?fields[][]=*'), 400);
    expectError(await h.req('GET', '/api/posts/1?fields[0][a]=des'), 400);
    expect((await h.req('GET', '/api/posts?fields[0]=des')).status).toBe(200);
  });

  it('leaves Object.prototype unchanged for ?a[toString][junk]= and populate=toString.junk', async () => {
    const before = prototypeSnapshot();
    const r1 = await h.req('GET', '/api/posts?a[toString][junk]=poisoned');
    expect([200, 400]).toContain(r1.status);
    expectError(await h.req('GET', '/api/posts?populate=toString.junk'), 400);
    expectError(await h.req('GET', '/api/posts?populate[toString][populate]=junk'), 400);
    expectError(await h.req('GET', '/api/posts?filters[toString][junk]=1'), 400);
    expectError(await h.req('GET', '/api/posts?filters[user][hasOwnProperty]=1'), 400);
    expect(prototypeSnapshot()).toEqual(before);
    expect((Object.prototype.toString as unknown as Record<string, unknown>).junk).toBeUndefined();
    expect(({} as Record<string, unknown>).junk).toBeUndefined();
  });

  it('refuses built-in names as sort fields, fields and relations (sort=constructor → 400)', async () => {
    expectError(await h.req('GET', '/api/posts?sort=constructor'), 400);
    expectError(await h.req('GET', '/api/posts?sort=toString:desc'), 400);
    expectError(await h.req('GET', '/api/posts?sort[0]=__proto__'), 400);
    expectError(await h.req('GET', '/api/posts?fields=toString'), 400);
    expectError(await h.req('GET', '/api/posts?fields[0]=valueOf'), 400);
    expectError(await h.req('GET', '/api/posts?populate=constructor'), 400);
    expectError(await h.req('GET', '/api/posts?populate[0]=hasOwnProperty'), 400);
    expectError(await h.req('GET', '/api/posts/1?populate=toString'), 400);
    // The honest ones still work.
    expect((await h.req('GET', '/api/posts?sort=id:desc&fields=des&populate=user')).status).toBe(200);
  });

  it('fuzz: nested brackets, built-in names and very long keys answer 200 or 400, never 500', async () => {
    const before = prototypeSnapshot();
    const name = fc.oneof(
      fc.constantFrom(...BUILT_INS),
      fc.constantFrom(
        '$eq',
        '$in',
        '$or',
        '$and',
        '$not',
        '$null',
        'id',
        'user',
        'photo',
        'populate',
        '0',
        '',
      ),
      fc.string({ maxLength: 12 }),
      fc.string({ minLength: 200, maxLength: 3000 }),
    );
    const param = fc.record({
      top: fc.oneof(fc.constantFrom(...TOP), fc.constantFrom(...BUILT_INS)),
      path: fc.array(name, { maxLength: 10 }),
      value: fc.oneof(
        fc.constantFrom(...BUILT_INS),
        fc.constantFrom('*', 'true', 'id:desc', 'user', 'toString.junk', '1', ''),
        fc.string({ maxLength: 40 }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTS),
        fc.array(param, { minLength: 1, maxLength: 6 }),
        async (list, params) => {
          const search = new URLSearchParams();
          for (const p of params) search.append(`${p.top}${p.path.map((k) => `[${k}]`).join('')}`, p.value);
          const r = await h.req('GET', `/api/${list}?${search.toString()}`);
          if (r.status !== 200) expectError(r, 400);
          expect(prototypeSnapshot()).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });
});
