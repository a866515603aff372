/**
 * The exchange through the `/coin/basket` route (guard, loader, screen) against the api-client's
 * mock service (MSW): the Idempotency-Key is reused on a retry, a double tap sends one order,
 * success empties the basket and goes to /coin/wallet, failure says 'เกิดข้อผิดพลาดบางอย่าง' and keeps
 * the basket; a product the service no longer has leaves the basket; rendered on the service (no
 * basket there) the screen reads the basket once it runs in the browser.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { buildRoutes } from '../../router/buildRoutes';
import { resolveLazyRoutes } from '../../router/resolveLazy';
import type { ScreenArgs } from '../../router/screen';
import { ROUTE_TABLE } from '../../routes';
import { appStore, endSession, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { loader } from './BasketScreen';
import { basketAtom } from './basket';

const { mock, requests } = setupSiteApi();

let keys: (string | null)[] = [];

/** A product member 7 can exchange now (the mock's data changes with every order). */
function affordable() {
  const points = mock.db.wallets.get(SESSION.userID)?.current_point ?? 0;
  const product = mock.db.products.find(
    (p) => p.attributes.amount >= 1 && p.attributes.limit >= 1 && p.attributes.price <= points,
  );
  if (!product) throw new Error('the mock data has no affordable product');
  return product;
}

const ADDRESS = '12 ถ.พหลโยธิน กรุงเทพฯ 10400 โทร 0812345678';

/** The basket page, then — as the member does — exchange, mail to `ADDRESS`, next: the review. */
async function toReview(user: ReturnType<typeof userEvent.setup>) {
  const router = renderRoute('/coin/basket');
  await user.click(await screen.findByRole('button', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('radio', { name: /ส่งทางไปรษณีย์/ }));
  await user.type(screen.getByRole('textbox', { name: /ที่อยู่สำหรับจัดส่ง/ }), ADDRESS);
  await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
  await screen.findByRole('button', { name: 'ยืนยันการแลก' });
  return router;
}

beforeEach(() => {
  // Every test starts from the seeded data (an order placed locks its product for 30 days).
  mock.resetData();
  keys = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/orders')
      keys.push(request.headers.get('Idempotency-Key'));
    return fetch(request);
  });
  startSession(SESSION);
});
afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(basketAtom, { type: 'clear' });
  endSession();
  localStorage.clear();
});

const orderPosts = () => requests().filter((r) => r === 'POST /api/orders').length;

async function confirmTwice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'ยืนยันการแลก' }, { timeout: 5000 }));
  const yes = await screen.findByRole('button', { name: 'แลกเลย' });
  await user.dblClick(yes);
}

const at = (router: ReturnType<typeof renderRoute>) => router.state.location.pathname;

describe('/coin/basket: placing the order', { timeout: 30_000 }, () => {
  it('a failure keeps the basket and says so; the retry reuses the key; success empties it and goes to the wallet', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    mock.fail('POST /api/orders', 500, { times: 1 });
    const before = mock.db.orders.length;
    const user = userEvent.setup();
    const router = await toReview(user);

    await confirmTwice(user);
    expect(await screen.findByText('เกิดข้อผิดพลาดบางอย่าง')).toBeInTheDocument();
    expect(appStore.get(basketAtom)).toEqual([{ productId: product.id, amount: 1 }]);
    expect(orderPosts()).toBe(1);

    await confirmTwice(user);
    await waitFor(() => expect(at(router)).toBe('/coin/wallet'), { timeout: 10_000 });
    expect(orderPosts()).toBe(2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(appStore.get(basketAtom)).toEqual([]);
    expect(mock.db.orders.length - before).toBe(1);
    const placed = mock.db.orders.at(-1)!;
    expect(placed.attributes.shipto).toBe(ADDRESS);
    expect(placed.attributes.logistic).toBe('mail');
  });

  it('a double tap on the confirm places one order', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    const before = mock.db.orders.length;
    const user = userEvent.setup();
    const router = await toReview(user);
    await confirmTwice(user);
    await waitFor(() => expect(at(router)).toBe('/coin/wallet'), { timeout: 10_000 });
    expect(orderPosts()).toBe(1);
    expect(mock.db.orders.length - before).toBe(1);
  });

  it('a basket over the limit or the points shows the refusal and cannot be exchanged', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id, amount: product.attributes.limit + 1 });
    renderRoute('/coin/basket');
    expect(
      await screen.findByText('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แลกของที่ระลึก' })).toBeDisabled();
  });

  it('each step the member moves to takes focus (the pressed button is gone); the first does not', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    const user = userEvent.setup();
    renderRoute('/coin/basket');
    const exchange = await screen.findByRole('button', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 });
    await waitFor(() => expect(exchange).toBeEnabled());
    expect(screen.getByTestId('coin-basket')).not.toHaveFocus();
    await user.click(exchange);
    await waitFor(() => expect(screen.getByTestId('coin-delivery')).toHaveFocus());
    expect(screen.getByTestId('coin-delivery')).toHaveAccessibleName('การรับของที่ระลึก');
    await user.tab();
    expect(screen.getByTestId('coin-delivery')).toContainElement(document.activeElement as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('coin-review')).toHaveFocus());
  });

  it('emptying the basket goes to /coin', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    const user = userEvent.setup();
    const router = renderRoute('/coin/basket');
    await user.click(await screen.findByRole('button', { name: 'นำออกจากตะกร้า' }, { timeout: 10_000 }));
    await waitFor(() => expect(at(router)).toBe('/coin'), { timeout: 10_000 });
  });
});

describe('/coin/basket: reading the basket', { timeout: 30_000 }, () => {
  it('a product the service no longer has leaves the basket; the others stay', async () => {
    const product = affordable();
    const gone = Math.max(...mock.db.products.map((p) => p.id)) + 1000;
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    appStore.set(basketAtom, { type: 'add', productId: gone, amount: 2 });
    const router = renderRoute('/coin/basket');
    await screen.findByRole('button', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 });
    expect(appStore.get(basketAtom)).toEqual([{ productId: product.id, amount: 1 }]);
    expect(at(router)).toBe('/coin/basket');
  });

  it('a basket of products the service no longer has goes to /coin, emptied', async () => {
    appStore.set(basketAtom, { type: 'add', productId: 987_654 });
    const router = renderRoute('/coin/basket');
    await waitFor(() => expect(at(router)).toBe('/coin'), { timeout: 10_000 });
    expect(appStore.get(basketAtom)).toEqual([]);
  });

  it('a failed product read goes to /all/other and keeps the basket', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    mock.fail('GET /api/products/:id', 500);
    const router = renderRoute('/coin/basket');
    await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
    expect(appStore.get(basketAtom)).toEqual([{ productId: product.id, amount: 1 }]);
  });

  it('on the service the loader reads nothing (the basket is in the browser)', async () => {
    const store = createStore();
    store.set(sessionAtom, SESSION);
    const site = { api, store, origin: 'http://localhost', server: true, now: () => Date.now() };
    const request = new Request('http://localhost/coin/basket');
    const args = {
      request,
      params: {},
      context: { site },
      site,
      session: SESSION,
      preset: {},
      url: new URL(request.url),
    } as unknown as ScreenArgs;
    expect(await loader(args)).toEqual({ inBrowser: true });
    expect(requests()).toEqual([]);
  });

  it('hydrating the service page, the browser reads the basket and shows it', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id, amount: 1 });
    const routes = buildRoutes(ROUTE_TABLE);
    // The service's data for the leaf: the route ids React Router gives by position.
    const matches = matchRoutes(routes, '/coin/basket') ?? [];
    const ids: string[] = [];
    let siblings = routes;
    let path: number[] = [];
    for (const { route } of matches) {
      path = [...path, siblings.indexOf(route)];
      ids.push(route.id ?? path.join('-'));
      siblings = route.children ?? [];
    }
    const leaf = ids.at(-1)!;
    await resolveLazyRoutes(routes, '/coin/basket');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/coin/basket'],
      hydrationData: {
        loaderData: Object.fromEntries(ids.map((id) => [id, id === leaf ? { inBrowser: true } : null])),
      },
    });
    render(
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 })).toBeEnabled();
    expect(requests()).toContain('GET /api/wallets/getcalpoint');
  });
});
