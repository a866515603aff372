/**
 * The souvenir basket (product §3 Basket item, §4 'Souvenir exchange'): one jotai atom for the
 * signed-in member, persisted in local storage under a key per member (`lb_basket:{userID}`), so a
 * reload keeps it and another member signing in on the same browser never sees it. The rules
 * (adding adds up, zero removes) are domain's `addToBasket` / `setBasketAmount`.
 */
import { addToBasket, type BasketLine, setBasketAmount } from '@lightbearers/domain';
import { atom, type WritableAtom } from 'jotai';
import { sessionAtom } from '../../session/store';

export type { BasketLine };

/** Local-storage key of a member's basket. */
export const basketKey = (userId: number) => `lb_basket:${userId}`;

const EMPTY: readonly BasketLine[] = Object.freeze([]);

/** A stored basket, or empty when missing or not a list of whole positive amounts of product ids. */
export function parseStoredBasket(raw: string | null): BasketLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let lines: BasketLine[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { productId, amount } = item as Record<string, unknown>;
    if (!Number.isSafeInteger(productId) || (productId as number) <= 0) continue;
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) continue;
    lines = addToBasket(lines, productId as number, amount as number);
  }
  return lines;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads a member's stored basket. */
export function readBasket(userId: number): BasketLine[] {
  return parseStoredBasket(storage()?.getItem(basketKey(userId)) ?? null);
}

/** Writes a member's basket (an empty one is removed). */
export function writeBasket(userId: number, lines: readonly BasketLine[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (lines.length === 0) store.removeItem(basketKey(userId));
    else store.setItem(basketKey(userId), JSON.stringify(lines));
  } catch {
    // Storage full or refused (private mode): the basket lives in memory for this visit.
  }
}

// What was written in this visit, per member (also when storage refused the write).
const writtenAtom = atom<ReadonlyMap<number, readonly BasketLine[]>>(new Map());

/** What the basket can be told to do. */
export type BasketAction =
  | { type: 'add'; productId: number; amount?: number }
  | { type: 'set'; productId: number; amount: number }
  | { type: 'clear' };

/**
 * The signed-in member's basket (empty when signed out; writes are then ignored). Write a
 * `BasketAction`: add (adds up on the line), set (0 removes the line), clear.
 */
export const basketAtom: WritableAtom<readonly BasketLine[], [BasketAction], void> = atom(
  (get) => {
    const session = get(sessionAtom);
    if (!session) return EMPTY;
    return get(writtenAtom).get(session.userID) ?? readBasket(session.userID);
  },
  (get, set, action: BasketAction) => {
    const session = get(sessionAtom);
    if (!session) return;
    const lines = get(basketAtom);
    const next =
      action.type === 'clear'
        ? []
        : action.type === 'add'
          ? addToBasket(lines, action.productId, action.amount ?? 1)
          : setBasketAmount(lines, action.productId, action.amount);
    writeBasket(session.userID, next);
    const written = new Map(get(writtenAtom));
    written.set(session.userID, next);
    set(writtenAtom, written);
  },
);

/** How many souvenirs the basket holds (the header's basket count). */
export const basketCountAtom = atom((get) => get(basketAtom).reduce((sum, line) => sum + line.amount, 0));
