/** Handlers of `calls/shop`: products, the wallet and its swap, order limits and orders. */
import {
  addDays,
  bangkokToday,
  checkExchange,
  isDeliveryAddressValid,
  isDeliveryMethod,
  planSwap,
} from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import { strapiList, strapiOne } from '../strapi-engine';
import { type MockContext, Refusal, single, str } from './context';

const ORDER_RELATIONS = ['user'];

export function shopHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, findOr404, body, userRef, walletOf } = m;
  const idempotent = new Map<string, Record<string, unknown>>();
  const ledger = (uid: number, msg: string, status: 'in' | 'out', amount: number, total: number) => {
    const list = db.walletEntries.get(uid) ?? [];
    list.push({
      id: db.nextId(),
      attributes: { updatedAt: new Date().toISOString(), msg, status, amount, total },
    });
    db.walletEntries.set(uid, list);
  };

  return [
    route('get', api, '/products', ({ url }) =>
      HttpResponse.json(
        strapiList(db.products, url.searchParams, { relations: ['photo'], defaultPageSize: 20 }),
      ),
    ),
    route('get', api, '/products/:id', ({ url, param }) =>
      single(strapiOne(findOr404(db.products, Number(param('id')), 'Product'), url.searchParams, ['photo'])),
    ),
    route('get', api, '/wallets/getcalpoint', ({ request }) => {
      const uid = requireUser(request);
      return single({ id: uid, attributes: walletOf(uid) });
    }),
    route('post', api, '/wallets/swappoint', ({ request }) => {
      const uid = requireUser(request);
      const wallet = walletOf(uid);
      const swap = planSwap(wallet.can_change_total);
      if (!swap.ok) throw new Refusal(400, `At least ${swap.minimum} shares are needed to swap`);
      wallet.current_point += swap.movement.current;
      wallet.can_change_total += swap.movement.canChange;
      wallet.all_time_total += swap.movement.allTime;
      ledger(uid, 'แลกคะแนนจากการแชร์', 'in', swap.points, wallet.current_point);
      return single({ id: uid, attributes: wallet });
    }),
    route('get', api, '/wallets/listwallet/:page', ({ request, param }) => {
      const uid = requireUser(request);
      const page = Number(param('page'));
      if (!Number.isInteger(page) || page < 1) throw new Refusal(400, 'page must be a positive integer');
      const entries = [...(db.walletEntries.get(uid) ?? [])].sort((a, b) => b.id - a.id);
      const params = new URLSearchParams({ 'pagination[page]': String(page), 'pagination[pageSize]': '20' });
      return HttpResponse.json(strapiList(entries, params));
    }),
    route('get', api, '/order-limits', ({ request, url }) => {
      requireUser(request);
      return HttpResponse.json(strapiList(db.orderLimits, url.searchParams, { relations: ['user'] }));
    }),
    route('post', api, '/orders', async ({ request }) => {
      const uid = requireUser(request);
      const key = request.headers.get('idempotency-key');
      if (key && idempotent.has(`${uid}:${key}`)) return HttpResponse.json(idempotent.get(`${uid}:${key}`));
      const data = await body(request);
      if (Number(data.user) !== uid)
        throw new Refusal(403, 'An order is placed for the signed-in member only');
      const logistic = data.logistic;
      if (!isDeliveryMethod(logistic)) throw new Refusal(400, 'Unknown delivery method');
      if (!isDeliveryAddressValid(logistic, str(data.shipto)))
        throw new Refusal(400, 'Delivery address is too short');
      const lines = (Array.isArray(data.order) ? data.order : []).map(
        (line: { product?: unknown; amount?: unknown }) => ({
          productId: Number(line.product),
          amount: Number(line.amount),
        }),
      );
      const today = bangkokToday();
      const wallet = walletOf(uid);
      const check = checkExchange({
        currentPoint: wallet.current_point,
        lines,
        products: db.products.map((p) => ({
          id: p.id,
          price: p.attributes.price,
          stock: p.attributes.amount,
          limit: p.attributes.limit,
        })),
        lockedProductIds: db.orderLimits
          .filter((l) => l.attributes.user.data.id === uid && l.attributes.unlockdate >= today)
          .flatMap((l) => l.attributes.product?.data?.id ?? []),
      });
      if (!check.ok) throw new Refusal(400, `Exchange refused: ${check.reason}`);
      const id = db.nextId();
      const orderLines = lines.map((line) => {
        const product = findOr404(db.products, line.productId, 'Product');
        product.attributes = { ...product.attributes, amount: product.attributes.amount - line.amount };
        db.orderLimits.push({
          id: db.nextId(),
          attributes: {
            unlockdate: addDays(today, 30),
            pid: product.id,
            product: { data: { id: product.id, attributes: { name: product.attributes.name } } },
            user: { data: userRef(uid) },
          },
        });
        return { id: db.nextId(), amount: line.amount, product: { data: product } };
      });
      wallet.current_point -= check.total;
      ledger(uid, `แลกของที่ระลึก OrderNumber ${id}`, 'out', check.total, wallet.current_point);
      const order = {
        id,
        attributes: {
          name: str(data.name),
          total: check.total,
          order: orderLines,
          shipto: str(data.shipto),
          logistic,
          createdAt: new Date().toISOString(),
          user: { data: userRef(uid) },
        },
      };
      db.orders.push(order);
      const answer = { data: strapiOne(order, new URLSearchParams(), ORDER_RELATIONS), meta: {} };
      if (key) idempotent.set(`${uid}:${key}`, answer);
      return HttpResponse.json(answer);
    }),
    route('get', api, '/orders', ({ request, url }) => {
      const uid = requireUser(request);
      const mine = db.orders.filter((o) => o.attributes.user.data.id === uid);
      return HttpResponse.json(strapiList(mine, url.searchParams, { relations: ORDER_RELATIONS }));
    }),
    route('get', api, '/orders/:id', ({ request, url, param }) => {
      const uid = requireUser(request);
      const order = findOr404(db.orders, Number(param('id')), 'Order');
      if (order.attributes.user.data.id !== uid) throw new Refusal(403, 'Not your order');
      return single(strapiOne(order, url.searchParams, ORDER_RELATIONS));
    }),
  ];
}
