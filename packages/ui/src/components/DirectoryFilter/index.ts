export type { DirectoryFilterProps, DirectoryFilterValue } from './DirectoryFilter';
export { DirectoryFilter, directoryFilterValues } from './DirectoryFilter';
