/**
 * The shop's routes through the real route table (guards, lazy layouts, screen loaders) in a memory
 * router over the mock service: where failures go (docs/product.md, "Errors"), bad page numbers and
 * ids, an empty basket, the header's basket count, the limited product's Thai unlock date, the swap,
 * the order pages.
 */
import { wireOrder, wireUserRef } from '@lightbearers/api-client/testing';
import { addDays, bangkokToday, formatCount, formatThaiDate } from '@lightbearers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, endSession, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';
import { basketAtom } from './basket';

const { mock } = setupSiteApi();

afterEach(() => {
  mock.resetData();
  if (appStore.get(basketAtom).length) appStore.set(basketAtom, { type: 'clear' });
  endSession();
  localStorage.clear();
  mock.db.orderLimits.length = 0;
});

const visit = renderRoute;
const at = (router: ReturnType<typeof visit>) => router.state.location.pathname;

describe('shop routes', { timeout: 20_000 }, () => {
  it('/coin lists 20 souvenirs a page with a pager; a visitor can look', async () => {
    const router = visit('/coin');
    const grid = await screen.findByRole('list', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 });
    expect(within(grid).getAllByRole('article')).toHaveLength(20);
    expect(at(router)).toBe('/coin');
    expect(screen.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute('href', '/coin/page/2');
  });

  it('a member adds from the grid: the header counts the pieces', async () => {
    startSession(SESSION);
    const product = mock.db.products.find((p) => p.attributes.amount > 0)!;
    visit('/coin');
    // Names repeat in the mock data: the first card of this name is this product (id order).
    const [card] = await screen.findAllByRole(
      'article',
      { name: product.attributes.name },
      { timeout: 10_000 },
    );
    if (!card) throw new Error('no card');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'ใส่ตะกร้า' }));
    await user.click(within(card).getByRole('button', { name: 'ใส่ตะกร้า' }));
    expect(appStore.get(basketAtom)).toEqual([{ productId: product.id, amount: 2 }]);
    const header = await screen.findByTestId('site-header', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(header.querySelector('[data-part="Basket"] [data-part="Badge"]')).toHaveTextContent('2'),
    );
  });

  it('a limited product shows the Thai unlock date and cannot be added', async () => {
    startSession(SESSION);
    const product = mock.db.products.find((p) => p.attributes.amount > 0)!;
    const unlock = addDays(bangkokToday(), 30);
    mock.db.orderLimits.push({
      id: 777,
      attributes: {
        unlockdate: unlock,
        pid: product.id,
        product: { data: { id: product.id, attributes: { name: product.attributes.name } } },
        user: { data: { id: SESSION.userID, attributes: { name: SESSION.name } } },
      },
    } as (typeof mock.db.orderLimits)[number]);
    visit(`/coin/${product.id}`);
    expect(
      await screen.findByText(
        `จำกัดการแลก แลกได้อีกครั้งหลังวันที่ ${formatThaiDate(unlock)}`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ใส่ตะกร้า' })[0]).toBeDisabled();
  });

  it('an honour award only: the delivery step may only be skipped, and the order records no delivery', async () => {
    startSession(SESSION);
    const product = mock.db.products.find((p) => p.attributes.amount > 0 && p.attributes.price <= 100)!;
    product.attributes.honour = true;
    mock.db.wallets.set(SESSION.userID, { ...mock.db.wallets.get(SESSION.userID)!, current_point: 5000 });
    appStore.set(basketAtom, { type: 'add', productId: product.id, amount: 1 });
    const user = userEvent.setup();
    visit('/coin/basket');
    await user.click(await screen.findByRole('button', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 }));
    const delivery = await screen.findByTestId('coin-delivery');
    expect(within(delivery).queryAllByRole('radio')).toHaveLength(0);
    expect(within(delivery).queryByRole('textbox')).toBeNull();
    expect(delivery).toHaveTextContent('รางวัลเกียรติยศไม่ต้องจัดส่ง');
    await user.click(within(delivery).getByRole('button', { name: 'ข้าม' }));
    const review = await screen.findByTestId('coin-review');
    await user.click(within(review).getByRole('button', { name: 'ยืนยันการแลก' }));
    await user.click(await screen.findByRole('button', { name: 'แลกเลย' }));
    await waitFor(() => expect(mock.db.orders.length).toBe(1));
    expect(mock.db.orders[0]?.attributes).toMatchObject({ logistic: 'temple', shipto: '' });
  });

  it('a failed product list goes to /all/other', async () => {
    mock.fail('GET /api/products', 500);
    const router = visit('/coin');
    await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
  });

  it('a failed wallet load goes to /all/other', async () => {
    startSession(SESSION);
    mock.fail('GET /api/wallets/listwallet/:page', 500);
    const router = visit('/coin/wallet');
    await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
  });

  it('a page number that is no integer is not found', async () => {
    const router = visit('/coin/page/abc');
    await waitFor(() => expect(at(router)).toBe('/404NoLogin'), { timeout: 10_000 });
  });

  it('an empty basket goes to /coin', async () => {
    startSession(SESSION);
    const router = visit('/coin/basket');
    await waitFor(() => expect(at(router)).toBe('/coin'), { timeout: 10_000 });
  });

  it('the wallet links an entry that names an order to its page', async () => {
    startSession(SESSION);
    visit('/coin/wallet');
    const links = await screen.findAllByRole('link', { name: /^ดูคำสั่งแลกหมายเลข \d+$/ }, { timeout: 10_000 });
    const n = links[0]!.textContent!.replace(/\D/g, '');
    expect(links[0]).toHaveAttribute('href', `/coin/order/${n}`);
  });

  it('a failed souvenir read goes to /all/other', async () => {
    const product = mock.db.products[0]!;
    mock.fail('GET /api/products/:id', 500);
    const router = visit(`/coin/${product.id}`);
    await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
  });

  it('a failed order-limit read counts as no limit: the shop shows', async () => {
    startSession(SESSION);
    mock.fail('GET /api/order-limits', 500);
    const router = visit('/coin');
    const grid = await screen.findByRole('list', { name: 'แลกของที่ระลึก' }, { timeout: 10_000 });
    expect(within(grid).getAllByRole('article')).toHaveLength(20);
    expect(at(router)).toBe('/coin');
  });

  it.each([
    ['/coin/:id', '/coin/abc', false, '/404NoLogin'],
    ['/coin/wallet/:page', '/coin/wallet/0', true, '/404'],
    ['/coin/order/:id', '/coin/order/x1', true, '/404'],
  ])('%s: %s is not found', async (_route, from, member, to) => {
    if (member) startSession(SESSION);
    const router = visit(from);
    await waitFor(() => expect(at(router)).toBe(to), { timeout: 10_000 });
  });

  it('the swap moves the share points into points and reads the wallet again', async () => {
    startSession(SESSION);
    const wallet = { ...mock.db.wallets.get(SESSION.userID)! };
    expect(wallet.can_change_total).toBeGreaterThanOrEqual(100);
    visit('/coin/wallet');
    const swap = await screen.findByRole(
      'button',
      { name: `แลก ${formatCount(wallet.can_change_total)} คะแนน` },
      { timeout: 10_000 },
    );
    await userEvent.setup().click(swap);
    const moved = formatCount(wallet.current_point + wallet.can_change_total);
    expect((await screen.findAllByText(`${moved} คะแนน`, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(await screen.findByText('ต้องมีคะแนนแชร์อย่างน้อย 100 คะแนน จึงจะแลกได้')).toBeInTheDocument();
  });

  it('a failed swap goes to /all/other', async () => {
    startSession(SESSION);
    mock.fail('POST /api/wallets/swappoint', 500);
    const router = visit('/coin/wallet');
    const swap = await screen.findByRole('button', { name: /^แลก [\d,]+ คะแนน$/ }, { timeout: 10_000 });
    await userEvent.setup().click(swap);
    await waitFor(() => expect(at(router)).toBe('/all/other'), { timeout: 10_000 });
  });

  it('an order of the member shows with its number; the order data lists it', async () => {
    startSession(SESSION);
    const placed = wireOrder(mock.db.nextId(), { logistic: 'coor' });
    const own = {
      ...placed,
      attributes: { ...placed.attributes, user: { data: wireUserRef(SESSION.userID) } },
    };
    mock.db.orders.push(own);
    visit(`/coin/order/${own.id}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `คำสั่งแลกหมายเลข ${formatCount(own.id)}` },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const router = visit('/coin/order');
    const numbers = await screen.findAllByRole(
      'heading',
      { level: 2, name: /^คำสั่งแลกหมายเลข / },
      { timeout: 10_000 },
    );
    expect(numbers.map((h) => h.textContent)).toContain(`คำสั่งแลกหมายเลข ${formatCount(own.id)}`);
    expect(at(router)).toBe('/coin/order');
  });

  it.each([
    ['GET /api/orders', '/coin/order'],
    ['GET /api/orders/:id', '/coin/order/5'],
  ])('a failed read (%s) says so in place on %s', async (route, path) => {
    startSession(SESSION);
    mock.fail(route, 500);
    const router = visit(path);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('cannot get badge');
    expect(at(router)).toBe(path);
  });
});

describe('shop link previews (meta)', () => {
  it('the member pages keep crawlers out; the shop and a souvenir do not', async () => {
    const screens = await Promise.all([
      import('./BasketScreen'),
      import('./WalletScreen'),
      import('./OrdersScreen'),
      import('./ShopScreen'),
    ]);
    expect(screens.map((m) => m.meta().noindex ?? false)).toEqual([true, true, true, false]);
    const order = await import('./OrderScreen');
    expect(
      order.meta({ data: { order: null, error: 'x' }, params: {}, preset: {}, origin: 'https://x.test' })
        .noindex,
    ).toBe(true);
  });

  it('a souvenir: its name, its description filled to length, its large photo as an absolute address', async () => {
    const { meta } = await import('./SouvenirScreen');
    const product = {
      id: 3,
      name: 'พวงกุญแจดอกบัว',
      price: 50,
      stock: 10,
      limit: 5,
      des: 'พวงกุญแจรูปดอกบัว',
      honour: false,
      photo: {
        id: 1,
        url: '/uploads/a.jpg',
        thumbnail: '/uploads/t.jpg',
        small: '/uploads/s.jpg',
        large: '/uploads/l.jpg',
        width: null,
        height: null,
        variants: [],
      },
    };
    const tags = meta({
      data: { product, others: [], limits: [], today: '2026-11-24' },
      params: { id: '3' },
      preset: {},
      origin: 'https://lightbearers.test',
    });
    expect(tags.title).toBe('พวงกุญแจดอกบัว');
    expect(tags.description?.startsWith('พวงกุญแจรูปดอกบัว ')).toBe(true);
    expect(tags.description!.length).toBeGreaterThanOrEqual(100);
    expect(tags.image).toBe('https://lightbearers.test/uploads/l.jpg');
  });
});
