import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, dbOf, deps, intParam, jsonBody, queryOf, requireUser } from '../context.js';
import { badRequest, forbidden } from '../errors.js';
import { addToBasket, bangkokToday, DELIVERY_METHODS, isDeliveryAddressValid } from '../rules.js';
import { memberOrder, memberOrders, placeOrder } from '../services/orders.js';
import { ledgerPage, swapPoints, walletAttrs, walletOf } from '../services/wallets.js';

const orderBody = z.object({
  data: z.object({
    name: z.string().max(200).default(''),
    total: z.coerce.number().int().min(0),
    order: z
      .array(
        z.object({
          product: z.coerce.number().int().positive(),
          amount: z.coerce.number().int().positive().max(1000),
        }),
      )
      .max(100),
    shipto: z.string().max(2000).nullish(),
    logistic: z.enum(DELIVERY_METHODS).default('temple'),
    user: z.coerce.number().int().positive(),
  }),
});

/**
 * `/api/wallets`: the signed-in member's points (ADR 009).
 * - `GET /getcalpoint` — the balances; `POST /swappoint` — share points into current points;
 * - `GET /listwallet/{page}` — the ledger entries that moved current points, newest first.
 */
export const wallets = new Hono<AppEnv>();

wallets.get('/getcalpoint', async (c) => {
  const me = requireUser(c);
  const wallet = await walletOf(dbOf(c), me.id);
  return c.json({ data: { id: me.id, attributes: walletAttrs(wallet) }, meta: {} });
});

wallets.post('/swappoint', async (c) => {
  const me = requireUser(c);
  const wallet = await swapPoints(dbOf(c), me.id);
  return c.json({ data: { id: me.id, attributes: walletAttrs(wallet) }, meta: {} });
});

wallets.get('/listwallet/:page', async (c) => {
  const me = requireUser(c);
  const page = intParam(c, 'page');
  return c.json(await ledgerPage(dbOf(c), me.id, page));
});

/**
 * `/api/orders`: the signed-in member's exchanges of points for souvenirs (ADR 009, ADR 031).
 * - `GET /` (the query's filters, sort and paging), `GET /{id}` — each with its lines and history;
 * - `POST /` `{ data: { name, total, order: [{ product, amount }], shipto, logistic, user } }`
 *   (an `Idempotency-Key` header answers a repeated attempt with the order it placed).
 */
export const orders = new Hono<AppEnv>();

orders.get('/', async (c) => {
  const me = requireUser(c);
  return c.json(await memberOrders(dbOf(c), me.id, queryOf(c)));
});

orders.get('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  return c.json({ data: await memberOrder(dbOf(c), me.id, id), meta: {} });
});

orders.post('/', async (c) => {
  const me = requireUser(c);
  const key = c.req.header('Idempotency-Key') ?? null;
  if (key !== null && (key.length === 0 || key.length > 100))
    throw badRequest('Idempotency-Key must be 1–100 characters');
  const { data } = await jsonBody(c, orderBody);
  if (data.user !== me.id) throw forbidden("An order's user must be the signed-in member");
  const shipto = (data.shipto ?? '').trim();
  if (!isDeliveryAddressValid(data.logistic, shipto))
    throw badRequest(
      'The delivery address must be longer than 5 characters for mail and coordinator delivery',
    );
  let lines: Array<{ productId: number; amount: number }> = [];
  for (const line of data.order) lines = addToBasket(lines, line.product, line.amount);
  const now = deps(c).now();
  const orderId = await placeOrder(
    dbOf(c),
    me.id,
    { lines, total: data.total, name: data.name, shipto, logistic: data.logistic, idempotencyKey: key },
    now,
    bangkokToday(now),
  );
  return c.json({ data: await memberOrder(dbOf(c), me.id, orderId), meta: {} });
});
