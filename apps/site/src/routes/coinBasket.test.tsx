/**
 * The exchange through the basket screen against the api-client's mock service (MSW): the
 * Idempotency-Key is reused on a retry, a double tap sends one order, success empties the basket
 * and goes to /coin/wallet, failure says 'เกิดข้อผิดพลาดบางอย่าง' and keeps the basket.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteClient } from '../api';
import { appStore, endSession, startSession } from '../session/store';
import { basketAtom } from '../shop/basket';
import { SESSION } from '../test/fixtures';
import { setupSiteApi } from '../test/mockApi';
import { CoinBasketRoute } from './coinBasket';

const { mock, requests } = setupSiteApi();

let keys: (string | null)[] = [];
const client = createSiteClient({
  fetch: (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/orders')
      keys.push(request.headers.get('Idempotency-Key'));
    return fetch(request);
  },
});

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** A product member 7 can exchange now (the mock's data changes with every order: points, stock, limits). */
function affordable() {
  const points = mock.db.wallets.get(SESSION.userID)?.current_point ?? 0;
  const locked = new Set(
    mock.db.orderLimits
      .filter((l) => l.attributes.user.data.id === SESSION.userID)
      .map((l) => l.attributes.product?.data?.id),
  );
  const product = mock.db.products.find(
    (p) =>
      p.attributes.amount >= 1 &&
      p.attributes.limit >= 1 &&
      p.attributes.price <= points &&
      !locked.has(p.id),
  );
  if (!product) throw new Error('the mock data has no affordable product');
  return product;
}

function show(step: 'basket' | 'review') {
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={['/coin/basket']}>
        <Routes>
          <Route
            path="/coin/basket"
            element={
              <CoinBasketRoute
                client={client}
                initialStep={step}
                initialDelivery={{ method: 'mail', address: '12 ถ.พหลโยธิน กรุงเทพฯ 10400 โทร 0812345678' }}
              />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  keys = [];
  startSession(SESSION);
});
afterEach(() => {
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

describe('/coin/basket: placing the order', { timeout: 20_000 }, () => {
  it('a failure keeps the basket and says so; the retry reuses the key; success empties it and goes to the wallet', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    mock.fail('POST /api/orders', 500, { times: 1 });
    const before = mock.db.orders.length;
    const user = userEvent.setup();
    show('review');

    await confirmTwice(user);
    expect(await screen.findByText('เกิดข้อผิดพลาดบางอย่าง')).toBeInTheDocument();
    expect(appStore.get(basketAtom)).toEqual([{ productId: product.id, amount: 1 }]);
    expect(orderPosts()).toBe(1);

    await confirmTwice(user);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/coin/wallet'));
    expect(orderPosts()).toBe(2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(appStore.get(basketAtom)).toEqual([]);
    expect(mock.db.orders.length - before).toBe(1);
  });

  it('a double tap on the confirm places one order', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    const before = mock.db.orders.length;
    const user = userEvent.setup();
    show('review');
    await confirmTwice(user);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/coin/wallet'));
    expect(orderPosts()).toBe(1);
    expect(mock.db.orders.length - before).toBe(1);
  });

  it('a basket over the limit or the points shows the spec message and cannot be exchanged', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id, amount: product.attributes.limit + 1 });
    show('basket');
    expect(
      await screen.findByText('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แลกของที่ระลึก' })).toBeDisabled();
  });

  it('each step the member moves to takes focus (the pressed button is gone); the first does not', async () => {
    const product = affordable();
    appStore.set(basketAtom, { type: 'add', productId: product.id });
    const user = userEvent.setup();
    show('basket');
    const exchange = await screen.findByRole('button', { name: 'แลกของที่ระลึก' }, { timeout: 5000 });
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
    show('basket');
    await user.click(await screen.findByRole('button', { name: 'นำออกจากตะกร้า' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/coin$/));
  });
});
