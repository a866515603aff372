/**
 * The shop's routes through the real route table (guards, lazy layouts and screens) in a memory
 * router over the mock service: where failures go (spec §8), bad page numbers, an empty basket,
 * the header's basket count, the limited product's Thai unlock date.
 */
import { addDays, bangkokToday, formatThaiDate } from '@lightbearers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, endSession, startSession } from '../session/store';
import { basketAtom } from '../shop/basket';
import { SESSION } from '../test/fixtures';
import { setupSiteApi } from '../test/mockApi';
import { renderRoute } from '../test/renderRoute';

const { mock } = setupSiteApi();

afterEach(() => {
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
});
