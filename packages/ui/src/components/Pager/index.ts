export type { PagerProps } from './Pager';
export { Pager } from './Pager';
