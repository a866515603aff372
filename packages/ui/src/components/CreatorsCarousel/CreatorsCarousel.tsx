import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { th } from '../../i18n/th';
import { CheerIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { useAutoCarousel } from '../../internal/carousel';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Text } from '../Text';
import {
  CreatorCard,
  CreatorName,
  CreatorSlide,
  CreatorsContainer,
  CreatorsControls,
  CreatorsHead,
  CreatorsHeading,
  CreatorsRoot,
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
  /** A creator: the avatar carries the firework marker (spec §2 /creator). */
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
 * The feed's creators row (spec §2: "a heading linking to /creator with a creators carousel"; §9
 * "profile carousel height 8rem"): avatars with the creator marker and names, free scroll, wrap,
 * auto play paused on hover and focus, still under reduced motion.
 */
export const CreatorsCarousel = forwardRef<HTMLElement, CreatorsCarouselProps>(function CreatorsCarousel(
  { heading, headingHref, items, autoPlayMs = 4000, ...rest },
  ref,
) {
  const { viewportRef, state, rootHandlers, previous, next } = useAutoCarousel(autoPlayMs);
  return (
    <CreatorsRoot
      ref={ref}
      aria-roledescription={th.carousel.roledescription}
      aria-label={heading}
      data-component="CreatorsCarousel"
      data-autoplay={state}
      {...rootHandlers}
      {...rest}
    >
      <CreatorsHead>
        <CreatorsHeading>
          {headingHref ? (
            <Link href={headingHref} variant="standalone" tone="inherit" data-part="HeadingLink">
              {heading}
              <ChevronRightIcon size="sm" />
            </Link>
          ) : (
            heading
          )}
        </CreatorsHeading>
        <CreatorsControls>
          <IconButton label={th.carousel.previous} icon={<ChevronLeftIcon />} size="sm" onClick={previous} />
          <IconButton label={th.carousel.next} icon={<ChevronRightIcon />} size="sm" onClick={next} />
        </CreatorsControls>
      </CreatorsHead>
      <CreatorsViewport ref={viewportRef} data-part="Viewport">
        <CreatorsContainer>
          {items.map((item, index) => (
            <CreatorSlide
              key={item.id}
              role="group"
              aria-roledescription={th.carousel.slide}
              aria-label={th.carousel.position(index + 1, items.length)}
              data-part="Slide"
              data-creator={item.creator ? 'creator' : 'member'}
            >
              <CreatorCard as={Link} href={item.href} tone="inherit" data-part="Item">
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
          ))}
        </CreatorsContainer>
      </CreatorsViewport>
    </CreatorsRoot>
  );
});
