export type {
  ProductDetailHeadingLevel,
  ProductDetailOthersProps,
  ProductDetailProps,
} from './ProductDetail';
export { ProductDetail, productDetailHeadingLevels } from './ProductDetail';
