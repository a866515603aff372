import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { GiftIcon } from '../../icons';
import { EmptyState } from '../EmptyState';
import { ProductCard, type ProductCardAvailability, type ProductCardHeadingLevel } from '../ProductCard';
import { ProductGridItem, ProductGridList, ProductGridRoot } from './ProductGrid.styles';

/** One souvenir of the grid: what its `ProductCard` shows. */
export interface ProductGridProduct {
  /** The product id, handed back by `onAdd`. */
  id: number;
  /** The souvenir's name. */
  name: string;
  /** Its page, e.g. '/coin/12'. */
  href: string;
  /** The photo's address; a gift glyph shows when there is none. */
  photoSrc?: string | null;
  /** The photo's other sizes (`… 245w, … 500w`). */
  photoSrcSet?: string;
  /** The card's shown width for the `photoSrcSet` pick. */
  photoSizes?: string;
  /** Points per unit, formatted ('1,200'). */
  price: string;
  /** Units left, formatted. */
  stock: string;
  /** From domain's `productStanding`. */
  availability?: ProductCardAvailability;
  /** When limited: the Thai unlock date. */
  unlockDate?: string;
}

export interface ProductGridProps extends ComponentPropsWithoutRef<'div'> {
  /** The souvenirs of this page (the shop shows 20 a page), in order. */
  products: readonly ProductGridProduct[];
  /** A card's add button was pressed, with that product's id. */
  onAdd?: (productId: number) => void;
  /** The cards' heading level (h3 under the page's h2; h2 when the grid is the page's main list). */
  headingLevel?: ProductCardHeadingLevel;
  /** What an empty grid says. */
  emptyLabel?: string;
  /** How many first cards hold the screen's first pictures: loaded eagerly, at high priority. */
  priorityCount?: number;
}

/**
 * The shop's souvenirs as a list of `ProductCard`s: two a row on a phone, as many as fit from a
 * tablet on. Empty: an `EmptyState`. Paging is the app's (20 a page).
 */
export const ProductGrid = forwardRef<HTMLDivElement, ProductGridProps>(function ProductGrid(
  {
    products,
    onAdd,
    headingLevel = 'h3',
    emptyLabel = th.shop.empty,
    priorityCount = 0,
    'aria-label': label,
    'aria-labelledby': labelledBy,
    ...rest
  },
  ref,
) {
  const empty = products.length === 0;
  return (
    <ProductGridRoot ref={ref} data-component="ProductGrid" data-state={empty ? 'empty' : 'filled'} {...rest}>
      {empty ? (
        <EmptyState data-part="Empty" icon={<GiftIcon />} title={emptyLabel} />
      ) : (
        <ProductGridList data-part="List" aria-label={label} aria-labelledby={labelledBy}>
          {products.map(({ id, ...product }, index) => (
            <ProductGridItem key={id} data-part="Item">
              <ProductCard
                {...product}
                {...(index < priorityCount ? { loading: 'eager', fetchPriority: 'high' } : {})}
                headingLevel={headingLevel}
                onAdd={onAdd ? () => onAdd(id) : undefined}
              />
            </ProductGridItem>
          ))}
        </ProductGridList>
      )}
    </ProductGridRoot>
  );
});
