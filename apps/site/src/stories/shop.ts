/**
 * What the shop's page stories share: the mock service's shop data put into a known state before
 * each story (basket, wallet, order limits, orders of the story member), and a wait for the screen.
 */
import { wireOrder, wireUserRef } from '@lightbearers/api-client/testing';
import type { BasketLine } from '@lightbearers/domain';
import { expect, waitFor, within } from 'storybook/test';
import { basketAtom } from '../screens/shop/basket';
import { appStore, sessionAtom } from '../session/store';
import { mockApi, storyMember } from './site';

const db = mockApi.db;

/** The story member's order limit: far enough ahead to stay in the future, the same every day. */
const LOCKED_UNTIL = '2031-03-04';
const startWallet = { ...db.wallets.get(storyMember.userID)! };
const startStock = new Map(db.products.map((p) => [p.id, p.attributes.amount]));

/** Products of the mock data by what a story needs (the data is seeded, so always the same). */
export const storyProducts = {
  /** In stock, limit ≥ 2, cheap: a basket line that can grow. */
  cheap: db.products.find(
    (p) => p.attributes.amount >= 10 && p.attributes.limit >= 2 && p.attributes.price <= 80,
  )!,
  /** Another in-stock product. */
  other: db.products.find((p) => p.attributes.amount >= 10 && p.attributes.price >= 100)!,
  /** The product the story member's order limit locks. */
  locked: db.products.find((p) => p.attributes.amount > 0 && p.attributes.price >= 150)!,
};

/** The story member's shop state: wallet balances, basket lines, an order limit, one order. */
export function shopState({
  basket = [],
  wallet = {},
  limited = false,
  fail,
  signedIn = true,
}: {
  /** False for a visitor's story: no session, no basket. */
  signedIn?: boolean;
  basket?: BasketLine[];
  wallet?: Partial<typeof startWallet>;
  limited?: boolean;
  /** A route of the mock service that answers 500 (e.g. 'POST /api/orders'). */
  fail?: string;
} = {}) {
  return () => {
    mockApi.reset();
    for (const p of db.products) p.attributes = { ...p.attributes, amount: startStock.get(p.id) ?? 0 };
    db.wallets.set(storyMember.userID, { ...startWallet, ...wallet });
    db.orderLimits.length = 0;
    if (limited)
      db.orderLimits.push({
        id: 9001,
        attributes: {
          // A fixed day (not today + 30) keeps the screenshots the same every day.
          unlockdate: LOCKED_UNTIL,
          pid: storyProducts.locked.id,
          product: {
            data: { id: storyProducts.locked.id, attributes: { name: storyProducts.locked.attributes.name } },
          },
          user: { data: wireUserRef(storyMember.userID) },
        },
      });
    db.orders.length = 0;
    db.orders.push({
      ...wireOrder(12, { logistic: 'mail' }),
      attributes: {
        ...wireOrder(12, { logistic: 'mail' }).attributes,
        user: { data: wireUserRef(storyMember.userID) },
      },
    });
    appStore.set(sessionAtom, storyMember);
    appStore.set(basketAtom, { type: 'clear' });
    for (const line of basket) appStore.set(basketAtom, { type: 'add', ...line });
    if (!signedIn) appStore.set(sessionAtom, null);
    if (fail) mockApi.fail(fail, 500);
    return () => mockApi.reset();
  };
}

/** Waits until the ui piece `component` (`data-component`) shows: the screen's data has loaded. */
export function waitForScreen(component: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.ownerDocument.querySelector(`[data-component="${component}"]`)).not.toBeNull(),
      { timeout: 10_000 },
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByTestId('site-header', {}, { timeout: 10_000 }),
    ).toBeVisible();
  };
}
