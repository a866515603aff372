export type { ProductGridProduct, ProductGridProps } from './ProductGrid';
export { ProductGrid } from './ProductGrid';
