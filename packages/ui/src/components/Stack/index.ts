export type { Align, Gap, Justify } from './layout';
export type { StackProps } from './Stack';
export { Stack } from './Stack';
