export type { BasketLineItem, BasketProps } from './Basket';
export { Basket } from './Basket';
