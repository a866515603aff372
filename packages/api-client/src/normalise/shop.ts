import type { Order, OrderLimit, Product, Wallet, WalletEntry } from '../plain';
import type {
  WireOrderAttributes,
  WireOrderLimitAttributes,
  WireProductAttributes,
  WireWalletAttributes,
  WireWalletEntryAttributes,
} from '../wire/shop';
import type { WireEntity } from '../wire/strapi';
import { type ImageResolver, toPhotoOrNull } from './common';

export function toProduct(entity: WireEntity<WireProductAttributes>, img: ImageResolver): Product {
  const a = entity.attributes;
  return {
    id: entity.id,
    name: a.name,
    price: a.price,
    stock: a.amount,
    limit: a.limit,
    des: a.des ?? '',
    photo: toPhotoOrNull(a.photo, img),
    honour: a.honour === true,
  };
}

export function toWallet(attributes: WireWalletAttributes): Wallet {
  return {
    currentPoint: attributes.current_point,
    canChangeTotal: attributes.can_change_total,
    allTimeTotal: attributes.all_time_total,
  };
}

const ORDER_NUMBER = /OrderNumber\s*:?\s*#?(\d+)/i;

export function toWalletEntry(entity: WireEntity<WireWalletEntryAttributes>): WalletEntry {
  const a = entity.attributes;
  const match = ORDER_NUMBER.exec(a.msg);
  return {
    id: entity.id,
    updatedAt: a.updatedAt,
    msg: a.msg,
    orderNumber: match ? Number(match[1]) : null,
    direction: a.status === 'in' ? 'in' : 'out',
    amount: a.amount,
    total: a.total,
  };
}

export function toOrderLimit(entity: WireEntity<WireOrderLimitAttributes>): OrderLimit | null {
  const productId = entity.attributes.product?.data?.id ?? entity.attributes.pid;
  return productId === undefined ? null : { productId, unlockDate: entity.attributes.unlockdate };
}

export function toOrder(entity: WireEntity<WireOrderAttributes>, img: ImageResolver): Order {
  const a = entity.attributes;
  return {
    id: entity.id,
    name: a.name,
    total: a.total,
    lines: a.order.map((line) => {
      const product = line.product?.data ? toProduct(line.product.data, img) : null;
      return {
        productId: product?.id ?? null,
        name: product?.name ?? null,
        photo: product?.photo ?? null,
        price: product?.price ?? null,
        amount: line.amount,
        lineTotal: product ? product.price * line.amount : null,
      };
    }),
    shipto: a.shipto,
    logistic: a.logistic,
    createdAt: a.createdAt,
    status: a.status ?? 'placed',
    tracking: a.tracking ?? null,
    history: a.statusHistory ?? [{ status: 'placed', tracking: null, at: a.createdAt }],
  };
}
