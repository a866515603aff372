export type { Align, Gap, Justify } from '../../internal/layout';
export type { StackProps } from './Stack';
export { Stack } from './Stack';
