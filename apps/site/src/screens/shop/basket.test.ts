import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionAtom } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { basketAtom, basketCountAtom, basketKey, parseStoredBasket } from './basket';

const OTHER = { ...SESSION, userID: 8, userJWT: 'mock-jwt-8', name: 'สมหญิง รักบุญ' };

afterEach(() => localStorage.clear());

/** A fresh store, as after a reload, with `session` signed in. */
function reloaded(session: typeof SESSION | null) {
  const store = createStore();
  store.set(sessionAtom, session);
  return store;
}

describe('basket atom', () => {
  it('adding the same product adds up; setting 0 removes the line; the count is the pieces', () => {
    const store = reloaded(SESSION);
    store.set(basketAtom, { type: 'add', productId: 3 });
    store.set(basketAtom, { type: 'add', productId: 5 });
    store.set(basketAtom, { type: 'add', productId: 3 });
    expect(store.get(basketAtom)).toEqual([
      { productId: 3, amount: 2 },
      { productId: 5, amount: 1 },
    ]);
    expect(store.get(basketCountAtom)).toBe(3);
    store.set(basketAtom, { type: 'set', productId: 3, amount: 0 });
    expect(store.get(basketAtom)).toEqual([{ productId: 5, amount: 1 }]);
  });

  it('persists per member: a reload keeps it, another member on the same browser never sees it', () => {
    const first = reloaded(SESSION);
    first.set(basketAtom, { type: 'add', productId: 4, amount: 2 });
    expect(JSON.parse(localStorage.getItem(basketKey(SESSION.userID)) ?? 'null')).toEqual([
      { productId: 4, amount: 2 },
    ]);

    // Reload, same member: the basket is back.
    expect(reloaded(SESSION).get(basketAtom)).toEqual([{ productId: 4, amount: 2 }]);

    // Another member signs in on the same browser: an empty basket of their own.
    const other = reloaded(OTHER);
    expect(other.get(basketAtom)).toEqual([]);
    expect(other.get(basketCountAtom)).toBe(0);
    other.set(basketAtom, { type: 'add', productId: 9 });
    expect(reloaded(OTHER).get(basketAtom)).toEqual([{ productId: 9, amount: 1 }]);
    // …and the first member's basket is untouched.
    expect(reloaded(SESSION).get(basketAtom)).toEqual([{ productId: 4, amount: 2 }]);
  });

  it('switching member in one store switches basket; signed out shows none and writes nothing', () => {
    const store = reloaded(SESSION);
    store.set(basketAtom, { type: 'add', productId: 1 });
    store.set(sessionAtom, OTHER);
    expect(store.get(basketAtom)).toEqual([]);
    store.set(sessionAtom, null);
    expect(store.get(basketAtom)).toEqual([]);
    store.set(basketAtom, { type: 'add', productId: 2 });
    expect(Object.keys(localStorage)).toEqual([basketKey(SESSION.userID)]);
    store.set(sessionAtom, SESSION);
    expect(store.get(basketAtom)).toEqual([{ productId: 1, amount: 1 }]);
  });

  it('clear empties the basket and removes the stored key', () => {
    const store = reloaded(SESSION);
    store.set(basketAtom, { type: 'add', productId: 1 });
    store.set(basketAtom, { type: 'clear' });
    expect(store.get(basketAtom)).toEqual([]);
    expect(localStorage.getItem(basketKey(SESSION.userID))).toBeNull();
    expect(reloaded(SESSION).get(basketAtom)).toEqual([]);
  });

  it('a damaged stored basket reads as empty or keeps only its sound lines', () => {
    expect(parseStoredBasket(null)).toEqual([]);
    expect(parseStoredBasket('not json')).toEqual([]);
    expect(parseStoredBasket('{"productId":1}')).toEqual([]);
    expect(
      parseStoredBasket(
        JSON.stringify([
          { productId: 1, amount: 2 },
          { productId: 1, amount: 1 },
          { productId: -4, amount: 1 },
          { productId: 2, amount: 0 },
          { productId: 3, amount: 1.5 },
          { productId: '5', amount: 1 },
          null,
        ]),
      ),
    ).toEqual([{ productId: 1, amount: 3 }]);
    localStorage.setItem(basketKey(SESSION.userID), '[{"productId":7,"amount":"x"}]');
    expect(reloaded(SESSION).get(basketAtom)).toEqual([]);
  });
});
