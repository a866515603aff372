export type { StatRangeProps, StatRangeValue } from './StatRange';
export { StatRange } from './StatRange';
