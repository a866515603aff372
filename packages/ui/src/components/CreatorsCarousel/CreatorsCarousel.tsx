import { type ComponentPropsWithoutRef, forwardRef, memo } from 'react';
import * as th from '../../i18n/th';
import { CheerIcon } from '../../icons';
import {
  CarouselFrame,
  type CarouselItemProps,
  type CarouselSlideProps,
  sameSlideProps,
  useAutoCarousel,
} from '../../internal/carousel';
import { Avatar } from '../Avatar';
import { Link } from '../Link';
import { Text } from '../Text';
import {
  CreatorCard,
  CreatorName,
  CreatorSlide,
  CreatorsContainer,
  CreatorsViewport,
} from './CreatorsCarousel.styles';

export interface CreatorsCarouselItem {
  id: number | string;
  /** Display name (one line, cut with an ellipsis when long). */
  name: string;
  /** Picture URL; initials when missing. */
  avatar?: string | null;
  /** The member's profile (`/u{uid}`). */
  href: string;
  /** A creator: the avatar carries the firework marker (product §2 /creator). */
  creator?: boolean;
}

export interface CreatorsCarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The heading ('พบกับผู้ส่งต่อแสงสว่างออนไลน์'); names the carousel. */
  heading: string;
  /** Where the heading links (`/creator`). */
  headingHref?: string;
  /** The members, in order; the row wraps from the last back to the first. */
  items: readonly CreatorsCarouselItem[];
  /** Milliseconds between automatic moves; 0 turns auto play off. */
  autoPlayMs?: number;
}

/**
 * The feed's creators row (product §2: "a heading linking to /creator with a creators carousel"; §9
 * "profile carousel height 8rem"): avatars with the creator marker and names, free scroll, wrap,
 * auto play paused on hover and focus, still under reduced motion.
 */
export const CreatorsCarousel = forwardRef<HTMLElement, CreatorsCarouselProps>(function CreatorsCarousel(
  { heading, headingHref, items, autoPlayMs = 4000, ...rest },
  ref,
) {
  const carousel = useAutoCarousel(autoPlayMs, items.length);
  return (
    <CarouselFrame
      ref={ref}
      component="CreatorsCarousel"
      heading={heading}
      headingHref={headingHref}
      carousel={carousel}
      {...rest}
    >
      <CreatorsViewport ref={carousel.viewportRef} data-part="Viewport">
        <CreatorsContainer onKeyDown={carousel.onSlidesKeyDown}>
          {items.map((item, index) => (
            <CreatorSlideItem
              key={item.id}
              item={item}
              slide={carousel.slideProps(index)}
              control={carousel.itemProps(index)}
            />
          ))}
        </CreatorsContainer>
      </CreatorsViewport>
    </CarouselFrame>
  );
});

interface CreatorSlideItemProps {
  item: CreatorsCarouselItem;
  slide: CarouselSlideProps;
  control: CarouselItemProps;
}

/** One member of the row; renders again only when what it shows changes (`sameSlideProps`). */
const CreatorSlideItem = memo(function CreatorSlideItem({ item, slide, control }: CreatorSlideItemProps) {
  return (
    <CreatorSlide {...slide} data-part="Slide" data-creator={item.creator ? 'creator' : 'member'}>
      <CreatorCard as={Link} href={item.href} tone="inherit" {...control} data-part="Item">
        <Avatar
          name={item.name}
          src={item.avatar}
          size="lg"
          decorative
          badge={item.creator ? <CheerIcon size="sm" /> : undefined}
        />
        <CreatorName>
          {item.name}
          {item.creator ? (
            <Text as="span" visuallyHidden>
              {` (${th.carousel.creator})`}
            </Text>
          ) : null}
        </CreatorName>
      </CreatorCard>
    </CreatorSlide>
  );
}, sameSlideProps);
