import type { ProductAvailability } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { GiftIcon, PlusIcon } from '../../icons';
import { type FetchPriority, type ImageLoading, pictureFallback } from '../../internal/picture';
import { Button } from '../Button';
import { Link } from '../Link';
import {
  ProductCardAction,
  ProductCardBody,
  ProductCardLimited,
  ProductCardName,
  ProductCardPhoto,
  ProductCardPrice,
  ProductCardRoot,
  ProductCardStock,
} from './ProductCard.styles';

/** What a member may do with a souvenir now (domain's `productStanding`). */
export const productCardAvailabilities = [
  'available',
  'soldOut',
  'limited',
] as const satisfies readonly ProductAvailability[];
export type ProductCardAvailability = (typeof productCardAvailabilities)[number];
export const productCardHeadingLevels = ['h2', 'h3', 'h4'] as const;
export type ProductCardHeadingLevel = (typeof productCardHeadingLevels)[number];

/** The photo frame is square: the reserved size (the `small` format's 500 px). */
const PHOTO_PIXELS = 500;

export interface ProductCardProps extends ComponentPropsWithoutRef<'article'> {
  /** The souvenir's name; it links to the product page. */
  name: string;
  /** The product page, e.g. '/coin/12' (rendered through the app's router link). */
  href: string;
  /** The photo's address (small format); a gift glyph shows when there is none. */
  photoSrc?: string | null;
  /** The photo's other sizes (`… 245w, … 500w`): the browser picks by the card's width. */
  photoSrcSet?: string;
  /** The card's shown width for the `photoSrcSet` pick. */
  photoSizes?: string;
  /** The photo's loading: `lazy` (default); `eager` for the first cards of a screen. */
  loading?: ImageLoading;
  /** The photo's fetch priority: `high` for the screen's first picture. */
  fetchPriority?: FetchPriority;
  /** Points per unit, already formatted ('1,200'); the unit 'คะแนน' is added. */
  price: string;
  /** Units left, already formatted ('25'). */
  stock: string;
  /** From domain's `productStanding`: available, sold out, or locked by an order limit. */
  availability?: ProductCardAvailability;
  /** When limited: the Thai date after which it may be exchanged again ('15 ธ.ค. 2569'). */
  unlockDate?: string;
  /** The add button was pressed (only when available). */
  onAdd?: () => void;
  /** The add button's label. */
  addLabel?: string;
  /** The name's heading level: h3 inside a page section (default), h2 when the grid is the page. */
  headingLevel?: ProductCardHeadingLevel;
}

/**
 * One souvenir in the shop (product §2 /coin): photo, name linking to its page, price in points,
 * stock and the add button. A sold-out or limited souvenir keeps its card but the button is
 * disabled, and a limited one says when it may be exchanged again.
 */
export const ProductCard = forwardRef<HTMLElement, ProductCardProps>(function ProductCard(
  {
    name,
    href,
    photoSrc,
    photoSrcSet,
    photoSizes,
    loading = 'lazy',
    fetchPriority,
    price,
    stock,
    availability = 'available',
    unlockDate,
    onAdd,
    addLabel = th.shop.add,
    headingLevel = 'h3',
    ...rest
  },
  ref,
) {
  const nameId = useId();
  const limitedId = useId();
  const limited = availability === 'limited';
  return (
    <ProductCardRoot
      ref={ref}
      aria-labelledby={nameId}
      data-component="ProductCard"
      data-state={availability}
      {...rest}
    >
      <ProductCardPhoto data-part="Photo" data-layout={photoSrc ? 'image' : 'icon'}>
        {photoSrc ? (
          <img
            src={photoSrc}
            {...(photoSrcSet ? { srcSet: photoSrcSet, sizes: photoSizes } : {})}
            alt=""
            // The square frame's size: nothing moves when the photo arrives.
            width={PHOTO_PIXELS}
            height={PHOTO_PIXELS}
            loading={loading}
            fetchPriority={fetchPriority}
            decoding="async"
            {...pictureFallback}
          />
        ) : (
          <GiftIcon aria-hidden="true" />
        )}
      </ProductCardPhoto>
      <ProductCardBody>
        <ProductCardName as={headingLevel} id={nameId} data-part="Name">
          <Link href={href} tone="inherit">
            {name}
          </Link>
        </ProductCardName>
        <ProductCardPrice data-part="Price">{th.shop.points(price)}</ProductCardPrice>
        <ProductCardStock data-part="Stock">
          {availability === 'soldOut' ? th.shop.soldOut : th.shop.stock(stock)}
        </ProductCardStock>
        {limited && unlockDate ? (
          <ProductCardLimited id={limitedId} data-part="Limited">
            {th.shop.limited(unlockDate)}
          </ProductCardLimited>
        ) : null}
        <ProductCardAction data-part="Action">
          <Button
            variant="secondary"
            size="sm"
            block
            leadingIcon={<PlusIcon aria-hidden="true" />}
            disabled={availability !== 'available'}
            aria-describedby={limited && unlockDate ? `${nameId} ${limitedId}` : nameId}
            onClick={onAdd}
          >
            {addLabel}
          </Button>
        </ProductCardAction>
      </ProductCardBody>
    </ProductCardRoot>
  );
});
