export type { SelectOption, SelectOptionGroup, SelectProps, SelectSize } from './Select';
export { Select, selectSizes } from './Select';
