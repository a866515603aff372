export type { ProductCardAvailability, ProductCardHeadingLevel, ProductCardProps } from './ProductCard';
export { ProductCard, productCardAvailabilities, productCardHeadingLevels } from './ProductCard';
