export type { CardConfirmProps } from './CardConfirm';
export { CardConfirm } from './CardConfirm';
