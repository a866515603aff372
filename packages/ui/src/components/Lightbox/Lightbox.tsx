import * as RadixDialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { forwardRef, type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import * as th from '../../i18n/th';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../icons';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { useReturnFocus } from '../../internal/returnFocus';
import { IconButton } from '../IconButton';
import type { PhotoGridPhoto } from '../PhotoGrid';
import { Text } from '../Text';
import {
  LightboxBar,
  LightboxContent,
  LightboxCounter,
  LightboxOverlay,
  LightboxSlide,
  LightboxStage,
  LightboxTrack,
  LightboxViewport,
} from './Lightbox.styles';

export interface LightboxProps extends Omit<ModalStateProps, 'trigger'> {
  /** The post's photos, in order (the `large` format). */
  photos: readonly PhotoGridPhoto[];
  /** Controlled: the photo shown (0-based). */
  index?: number;
  /** Uncontrolled: the photo shown first (the tapped grid tile). */
  defaultIndex?: number;
  /** Called with the new index on a click, a key, a swipe or the arrows. */
  onIndexChange?: (index: number) => void;
  /** The dialog's accessible name (default 'ภาพของโพสต์'). */
  title?: string;
}

/**
 * The post's photos full screen: a Radix dialog (focus kept inside, Escape and the close button
 * close it) around an embla carousel — swipe, the arrow keys, the arrow buttons, and a click on a
 * photo advances to the next (wrapping to the first), with an 'n / total' counter.
 */
export const Lightbox = forwardRef<HTMLDivElement, LightboxProps>(function Lightbox(
  {
    photos,
    index,
    defaultIndex = 0,
    onIndexChange,
    title = th.lightbox.title,
    open,
    defaultOpen,
    onOpenChange,
  },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const count = photos.length;
  const current = Math.min(Math.max(0, index ?? ownIndex), Math.max(0, count - 1));
  // Opened from app state (a grid tile), not a Radix trigger: focus goes back to the tile.
  const focusRule = useReturnFocus();
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: current, duration: 20 });

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      const wrapped = ((next % count) + count) % count;
      if (index === undefined) setOwnIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, index, onIndexChange],
  );

  // The carousel follows the index; a swipe moves the index.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== current) embla.scrollTo(current);
  }, [embla, current]);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const selected = embla.selectedScrollSnap();
      if (selected !== current) go(selected);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, current, go]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    }
  };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <LightboxOverlay data-component="Lightbox" data-part="Overlay" />
        </RadixDialog.Overlay>
        <RadixDialog.Content asChild aria-describedby={undefined} onKeyDown={onKeyDown} {...focusRule}>
          <LightboxContent ref={ref} data-component="Lightbox" data-part="Content">
            <LightboxBar data-part="Bar">
              <RadixDialog.Title asChild>
                <LightboxCounter data-part="Counter" aria-live="polite">
                  <Text as="span" visuallyHidden>
                    {`${title} `}
                  </Text>
                  {th.lightbox.counter(current + 1, count)}
                </LightboxCounter>
              </RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton label={th.common.close} icon={<CloseIcon />} data-part="Close" />
              </RadixDialog.Close>
            </LightboxBar>
            <LightboxStage data-part="Stage">
              {count > 1 ? (
                <IconButton
                  label={th.lightbox.previous}
                  icon={<ChevronLeftIcon />}
                  variant="outline"
                  data-part="Previous"
                  onClick={() => go(current - 1)}
                />
              ) : null}
              <LightboxViewport ref={viewportRef} data-part="Viewport">
                <LightboxTrack>
                  {photos.map((photo, i) => (
                    <LightboxSlide
                      // biome-ignore lint/suspicious/noArrayIndexKey: a post's photos keep their order.
                      key={i}
                      // A click on the photo (or its place while it loads) advances; the arrow keys
                      // and buttons do the same for keyboards.
                      onClick={() => go(i + 1)}
                      role="group"
                      aria-roledescription="slide"
                      aria-label={th.lightbox.slide(i + 1, count)}
                      aria-hidden={i === current ? undefined : true}
                      data-part="Slide"
                      data-state={i === current ? 'active' : 'inactive'}
                    >
                      <img
                        src={photo.src}
                        {...(photo.srcSet ? { srcSet: photo.srcSet, sizes: photo.sizes ?? '100vw' } : {})}
                        alt=""
                        width={photo.width}
                        height={photo.height}
                        loading={Math.abs(i - current) <= 1 ? 'eager' : 'lazy'}
                        draggable={false}
                      />
                    </LightboxSlide>
                  ))}
                </LightboxTrack>
              </LightboxViewport>
              {count > 1 ? (
                <IconButton
                  label={th.lightbox.next}
                  icon={<ChevronRightIcon />}
                  variant="outline"
                  data-part="Next"
                  onClick={() => go(current + 1)}
                />
              ) : null}
            </LightboxStage>
          </LightboxContent>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
