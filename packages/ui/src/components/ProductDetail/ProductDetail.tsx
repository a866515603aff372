import { formatCount } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { GiftIcon, MinusIcon, PlusIcon } from '../../icons';
import type { FetchPriority } from '../../internal/picture';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import type { ProductCardAvailability } from '../ProductCard';
import {
  ProductDetailAmount,
  ProductDetailControls,
  ProductDetailDescription,
  ProductDetailInfo,
  ProductDetailLimited,
  ProductDetailMain,
  ProductDetailName,
  ProductDetailOthersRoot,
  ProductDetailOthersTitle,
  ProductDetailPhoto,
  ProductDetailPrice,
  ProductDetailRoot,
  ProductDetailStock,
} from './ProductDetail.styles';

export const productDetailHeadingLevels = ['h1', 'h2'] as const;
export type ProductDetailHeadingLevel = (typeof productDetailHeadingLevels)[number];

export interface ProductDetailProps extends ComponentPropsWithoutRef<'article'> {
  /** The souvenir's name, the page's heading. */
  name: string;
  /** The photo's address (large format); a gift glyph shows when there is none. */
  photoSrc?: string | null;
  /** The photo's other sizes (`… 500w, … 1000w`): the browser picks by the frame's width. */
  photoSrcSet?: string;
  /** The frame's shown width for the `photoSrcSet` pick. */
  photoSizes?: string;
  /** The photo's fetch priority: `high` (the page's first picture) unless the app says otherwise. */
  fetchPriority?: FetchPriority;
  /** Points per unit, formatted ('1,200'); the unit 'คะแนน' is added. */
  price: string;
  /** Units left, formatted. */
  stock: string;
  /** The description; its line breaks are kept. */
  description?: string;
  /** From domain's `productStanding`: available, sold out, or locked by an order limit. */
  availability?: ProductCardAvailability;
  /** When limited: the Thai date after which it may be exchanged again. */
  unlockDate?: string;
  /** How many of it the basket holds now. */
  amount: number;
  /** The most one exchange may hold (domain's `productStanding(…).most`): add stops there. */
  most: number;
  /** Add one to the basket. */
  onAdd?: () => void;
  /** Take one out of the basket (at zero the basket drops the line). */
  onRemove?: () => void;
  /** The name's heading level: h1 on the product page (default). */
  headingLevel?: ProductDetailHeadingLevel;
}

const ProductDetailRootComponent = forwardRef<HTMLElement, ProductDetailProps>(function ProductDetail(
  {
    name,
    photoSrc,
    photoSrcSet,
    photoSizes,
    fetchPriority,
    price,
    stock,
    description,
    availability = 'available',
    unlockDate,
    amount,
    most,
    onAdd,
    onRemove,
    headingLevel = 'h1',
    children,
    ...rest
  },
  ref,
) {
  const nameId = useId();
  const limitedId = useId();
  const limited = availability === 'limited' && Boolean(unlockDate);
  const full = amount >= most;
  return (
    <ProductDetailRoot
      ref={ref}
      aria-labelledby={nameId}
      data-component="ProductDetail"
      data-state={availability}
      {...rest}
    >
      <ProductDetailMain>
        <ProductDetailPhoto data-part="Photo" data-layout={photoSrc ? 'image' : 'icon'}>
          {photoSrc ? (
            <img
              src={photoSrc}
              {...(photoSrcSet ? { srcSet: photoSrcSet, sizes: photoSizes } : {})}
              alt=""
              // The square frame's size (the `large` format): nothing moves when the photo arrives.
              width={1000}
              height={1000}
              fetchPriority={fetchPriority}
              decoding="async"
            />
          ) : (
            <GiftIcon aria-hidden="true" />
          )}
        </ProductDetailPhoto>
        <ProductDetailInfo data-part="Info">
          <ProductDetailName as={headingLevel} id={nameId} data-part="Name">
            {name}
          </ProductDetailName>
          <ProductDetailPrice data-part="Price">{th.shop.points(price)}</ProductDetailPrice>
          <ProductDetailStock data-part="Stock">
            {availability === 'soldOut' ? th.shop.soldOut : th.shop.stock(stock)}
          </ProductDetailStock>
          {limited ? (
            <ProductDetailLimited id={limitedId} data-part="Limited">
              {th.shop.limited(unlockDate as string)}
            </ProductDetailLimited>
          ) : null}
          {description ? (
            <ProductDetailDescription data-part="Description">{description}</ProductDetailDescription>
          ) : null}
          <ProductDetailControls data-part="Controls" role="group" aria-labelledby={nameId}>
            <IconButton
              variant="outline"
              label={th.shop.remove}
              icon={<MinusIcon />}
              disabled={amount <= 0}
              onClick={onRemove}
            />
            <ProductDetailAmount data-part="Amount" role="status" data-state={amount > 0 ? 'on' : 'off'}>
              {th.shop.inBasket(formatCount(amount))}
            </ProductDetailAmount>
            <Button
              leadingIcon={<PlusIcon aria-hidden="true" />}
              disabled={availability !== 'available' || full}
              aria-describedby={limited ? limitedId : undefined}
              onClick={onAdd}
            >
              {th.shop.add}
            </Button>
          </ProductDetailControls>
        </ProductDetailInfo>
      </ProductDetailMain>
      {children}
    </ProductDetailRoot>
  );
});

export interface ProductDetailOthersProps extends ComponentPropsWithoutRef<'section'> {
  /** The section's heading (one level under the product's name). */
  title?: string;
  /** The heading's level: h2 under the page's h1 (default). */
  headingLevel?: 'h2' | 'h3';
}

/** The other souvenirs under a product (product §2 /coin/{id}): a titled section for a `ProductGrid`. */
const ProductDetailOthers = forwardRef<HTMLElement, ProductDetailOthersProps>(function ProductDetailOthers(
  { title = th.shop.others, headingLevel = 'h2', children, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <ProductDetailOthersRoot
      ref={ref}
      aria-labelledby={titleId}
      data-component="ProductDetailOthers"
      {...rest}
    >
      <ProductDetailOthersTitle as={headingLevel} id={titleId} data-part="Title">
        {title}
      </ProductDetailOthersTitle>
      {children}
    </ProductDetailOthersRoot>
  );
});

/**
 * A souvenir's page (product §2 /coin/{id}): photo, name, price in points, stock, description, and
 * the basket controls — minus, how many the basket holds, add. Add stops at `most` and is
 * disabled when sold out or limited (with the Thai unlock date). `ProductDetail.Others` holds the
 * other souvenirs.
 */
export const ProductDetail = Object.assign(ProductDetailRootComponent, { Others: ProductDetailOthers });
