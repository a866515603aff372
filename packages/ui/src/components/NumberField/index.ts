export type { NumberFieldProps, NumberFieldSize } from './NumberField';
export { NumberField, numberFieldSizes } from './NumberField';
