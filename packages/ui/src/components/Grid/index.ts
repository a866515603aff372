export type { GridMinColumn, GridProps } from './Grid';
export { Grid, gridMinColumns } from './Grid';
