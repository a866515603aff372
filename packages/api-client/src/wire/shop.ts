/**
 * Souvenir shop, wallet and orders.
 * - `GET /api/products?populate=photo&pagination[page]=…&pagination[pageSize]=20` → `WireProductList`
 * - `GET /api/products/{id}?populate=photo` → `WireProductSingle`
 * - `GET /api/wallets/getcalpoint` (bearer) → `WireWalletSingle`
 * - `POST /api/wallets/swappoint` (bearer, no body; needs can_change_total ≥ 100) → `WireWalletSingle`
 * - `GET /api/wallets/listwallet/{page}` (bearer) → `WireWalletEntryList`
 * - `GET /api/order-limits?filters[user][id][$eq]=…&filters[unlockdate][$gte]=YYYY-MM-DD&pagination[limit]=100` → `WireOrderLimitList`
 * - `POST /api/orders` (bearer, `Idempotency-Key` header) body `{ data: WireOrderCreate }` → `WireOrderSingle`
 * - `GET /api/orders?populate[order][populate][0]=product` (bearer) → `WireOrderList`
 * - `GET /api/orders/{id}?populate[order][populate][0]=product` (bearer, own order) → `WireOrderSingle`
 */
import { DELIVERY_METHODS, type DeliveryMethod, ORDER_STATUSES } from '@lightbearers/domain';
import * as z from 'zod/mini';
import {
  listSchema,
  mediaOneSchema,
  relationOneSchema,
  singleSchema,
  userRefAttributesSchema,
} from './strapi';

export const productAttributesSchema = z.object({
  name: z.string(),
  /** Price in points. */
  price: z.number(),
  /** Stock. */
  amount: z.number(),
  /** Most units per exchange. */
  limit: z.number(),
  des: z.nullable(z.string()),
  photo: z.optional(mediaOneSchema),
  /** An honour award (only said when true): its exchange has no delivery (ADR 041). */
  honour: z.optional(z.boolean()),
});
export type WireProductAttributes = z.infer<typeof productAttributesSchema>;
export const productListSchema = listSchema(productAttributesSchema);
export type WireProductList = z.infer<typeof productListSchema>;
export const productSingleSchema = singleSchema(productAttributesSchema);
export type WireProductSingle = z.infer<typeof productSingleSchema>;

export const walletAttributesSchema = z.object({
  current_point: z.number(),
  can_change_total: z.number(),
  all_time_total: z.number(),
});
export type WireWalletAttributes = z.infer<typeof walletAttributesSchema>;
export const walletSingleSchema = singleSchema(walletAttributesSchema);
export type WireWalletSingle = z.infer<typeof walletSingleSchema>;

export const walletEntryAttributesSchema = z.object({
  updatedAt: z.string(),
  /** May contain `OrderNumber` followed by the order id. */
  msg: z.string(),
  /** `in` = received, anything else = paid. */
  status: z.string(),
  amount: z.number(),
  /** Running total after this entry. */
  total: z.number(),
});
export type WireWalletEntryAttributes = z.infer<typeof walletEntryAttributesSchema>;
export const walletEntryListSchema = listSchema(walletEntryAttributesSchema);
export type WireWalletEntryList = z.infer<typeof walletEntryListSchema>;

export const orderLimitAttributesSchema = z.object({
  /** `YYYY-MM-DD` (Bangkok day) from which the product can be exchanged again. */
  unlockdate: z.string(),
  /** The locked product's id. */
  pid: z.optional(z.number()),
  /** The product, when populated. */
  product: z.optional(relationOneSchema(z.object({ name: z.optional(z.string()) }))),
});
export type WireOrderLimitAttributes = z.infer<typeof orderLimitAttributesSchema>;
export const orderLimitListSchema = listSchema(orderLimitAttributesSchema);
export type WireOrderLimitList = z.infer<typeof orderLimitListSchema>;

export const orderAttributesSchema = z.object({
  name: z.string(),
  total: z.number(),
  order: z.array(
    z.object({
      id: z.optional(z.number()),
      amount: z.number(),
      product: z.optional(relationOneSchema(productAttributesSchema)),
    }),
  ),
  shipto: z.nullable(z.string()),
  logistic: z.enum(DELIVERY_METHODS),
  createdAt: z.string(),
  user: z.optional(relationOneSchema(userRefAttributesSchema)),
  /** Where the order stands and how it got there (ADR 035); absent from services before it. */
  status: z.optional(z.enum(ORDER_STATUSES)),
  tracking: z.optional(z.nullable(z.string())),
  statusHistory: z.optional(
    z.array(z.object({ status: z.enum(ORDER_STATUSES), tracking: z.nullable(z.string()), at: z.string() })),
  ),
});
export type WireOrderAttributes = z.infer<typeof orderAttributesSchema>;
export const orderListSchema = listSchema(orderAttributesSchema);
export type WireOrderList = z.infer<typeof orderListSchema>;
export const orderSingleSchema = singleSchema(orderAttributesSchema);
export type WireOrderSingle = z.infer<typeof orderSingleSchema>;

/** Body `data` of `POST /api/orders`. */
export type WireOrderCreate = {
  name: string;
  total: number;
  order: Array<{ product: number; amount: number }>;
  shipto: string;
  logistic: DeliveryMethod;
  user: number;
};
