/** Souvenir shop, wallet and orders (product §7). */
import { bangkokToday, ORDER_LIMITS_LIMIT, PRODUCTS_PAGE_SIZE } from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toPage } from '../normalise/common';
import { toOrder, toOrderLimit, toProduct, toWallet, toWalletEntry } from '../normalise/shop';
import type { DeliveryMethod, Order, OrderLimit, Page, Product, Wallet, WalletEntry } from '../plain';
import { type OrderLimitResource, type OrderResource, type ProductResource, strapiQuery } from '../query';
import {
  orderLimitListSchema,
  orderListSchema,
  orderSingleSchema,
  productListSchema,
  productSingleSchema,
  walletEntryListSchema,
  walletSingleSchema,
} from '../wire/shop';

const GENERIC = ERROR_MESSAGES.generic;

/** `GET /api/products?populate=photo` — one shop page of 20. */
export async function getProducts(client: Client, page = 1): Promise<Page<Product>> {
  const query = strapiQuery<ProductResource>({
    populate: ['photo'],
    sort: ['id:asc'],
    pagination: { page, pageSize: PRODUCTS_PAGE_SIZE },
  });
  const wire = await request(client, {
    url: `${client.api}/products`,
    query,
    schema: productListSchema,
    errorMessage: GENERIC,
  });
  return toPage(wire, (entity) => toProduct(entity, client.img));
}

/** `GET /api/products/{id}?populate=photo`. */
export async function getProduct(client: Client, id: number): Promise<Product> {
  const query = strapiQuery<ProductResource>({ populate: ['photo'] });
  const wire = await request(client, {
    url: `${client.api}/products/${id}`,
    query,
    schema: productSingleSchema,
    errorMessage: GENERIC,
  });
  return toProduct(wire.data, client.img);
}

/** `GET /api/wallets/getcalpoint` (bearer) — the member's balances. */
export async function getWallet(client: Client): Promise<Wallet> {
  const wire = await request(client, {
    url: `${client.api}/wallets/getcalpoint`,
    auth: true,
    schema: walletSingleSchema,
    errorMessage: GENERIC,
  });
  return toWallet(wire.data.attributes);
}

/** `POST /api/wallets/swappoint` (bearer, no body) — moves shares into spendable points (needs ≥ 100). */
export async function swapPoints(client: Client): Promise<Wallet> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/wallets/swappoint`,
    auth: true,
    schema: walletSingleSchema,
    errorMessage: GENERIC,
  });
  return toWallet(wire.data.attributes);
}

/** `GET /api/wallets/listwallet/{page}` (bearer) — the ledger, newest first. */
export async function getWalletEntries(client: Client, page = 1): Promise<Page<WalletEntry>> {
  const wire = await request(client, {
    url: `${client.api}/wallets/listwallet/${page}`,
    auth: true,
    schema: walletEntryListSchema,
    errorMessage: GENERIC,
  });
  return toPage(wire, toWalletEntry);
}

/**
 * `GET /api/order-limits` — products the member cannot exchange again yet (unlock date on or
 * after `today`, a Bangkok day), at most 100.
 */
export async function getOrderLimits(
  client: Client,
  userId: number,
  today = bangkokToday(),
): Promise<OrderLimit[]> {
  const query = strapiQuery<OrderLimitResource>({
    filters: { user: { id: { $eq: userId } }, unlockdate: { $gte: today } },
    populate: ['product'],
    pagination: { limit: ORDER_LIMITS_LIMIT },
  });
  const wire = await request(client, {
    url: `${client.api}/order-limits`,
    query,
    auth: true,
    schema: orderLimitListSchema,
    errorMessage: GENERIC,
  });
  return wire.data.flatMap((entity) => toOrderLimit(entity) ?? []);
}

/**
 * A random UUID v4 for `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); a kiosk on a LAN address over http has only `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface NewOrder {
  /** Orderer's name. */
  name: string;
  total: number;
  lines: ReadonlyArray<{ productId: number; amount: number }>;
  shipto: string;
  logistic: DeliveryMethod;
  /** The signed-in member's user id. */
  userId: number;
}

/**
 * `POST /api/orders` (bearer) with an `Idempotency-Key`: pass the same key when retrying the same
 * basket so the order is placed once. Any failure: 'เกิดข้อผิดพลาดบางอย่าง'.
 */
export async function placeOrder(
  client: Client,
  order: NewOrder,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<Order> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/orders`,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    json: {
      data: {
        name: order.name,
        total: order.total,
        order: order.lines.map((line) => ({ product: line.productId, amount: line.amount })),
        shipto: order.shipto,
        logistic: order.logistic,
        user: order.userId,
      },
    },
    schema: orderSingleSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toOrder(wire.data, client.img);
}

/** `GET /api/orders?populate[order][populate][0]=product` (bearer) — the member's orders; failure 'cannot get badge' (product §8). */
export async function getOrders(client: Client, page = 1): Promise<Page<Order>> {
  const query = strapiQuery<OrderResource>({
    populate: { order: { populate: ['product'] } },
    sort: ['id:desc'],
    pagination: { page, pageSize: 20 },
  });
  const wire = await request(client, {
    url: `${client.api}/orders`,
    query,
    auth: true,
    schema: orderListSchema,
    errorMessage: ERROR_MESSAGES.badge,
  });
  return toPage(wire, (entity) => toOrder(entity, client.img));
}

/** `GET /api/orders/{id}` (bearer, own order) — the order page. */
export async function getOrder(client: Client, id: number): Promise<Order> {
  const query = strapiQuery<OrderResource>({ populate: { order: { populate: ['product'] } } });
  const wire = await request(client, {
    url: `${client.api}/orders/${id}`,
    query,
    auth: true,
    schema: orderSingleSchema,
    errorMessage: ERROR_MESSAGES.badge,
  });
  return toOrder(wire.data, client.img);
}
