import { PLAYER_SWITCH_MS } from '@lightbearers/domain';
import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type KeyboardEvent, type ReactElement, useEffect, useState } from 'react';
import * as th from '../../i18n/th';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../icons';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { useReturnFocus } from '../../internal/returnFocus';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import {
  PlayerBar,
  PlayerContent,
  PlayerCounter,
  PlayerFrame,
  PlayerNav,
  PlayerOverlay,
  PlayerStage,
  PlayerTitle,
} from './PlayerModal.styles';

export const playerShapes = ['landscape', 'portrait'] as const;
export type PlayerShape = (typeof playerShapes)[number];

export interface PlayerModalItem {
  id: number | string;
  /** The title, already cut by the app (product §9: players 50 characters). */
  title: string;
  /** The player's address (the app builds it with domain's player URL for YouTube or TikTok). */
  src: string;
  /** landscape 16:9 (YouTube) or portrait 9:16 (TikTok). */
  shape?: PlayerShape;
}

export interface PlayerModalProps extends ModalStateProps {
  /** The videos, in list order. */
  items: readonly PlayerModalItem[];
  /** The shown item (controlled). */
  index?: number;
  /** The first item shown (uncontrolled). */
  defaultIndex?: number;
  /** Called with the new index on next/previous (button or arrow key). */
  onIndexChange?: (index: number) => void;
  /**
   * true (default): next after the last is the first, and back — the buttons never disable.
   * false: the ends are ends and their arrow is disabled — pass `wrap={!hasMore}` while the list
   * still has pages to load, so the member is not sent round before the rest is loaded.
   */
  wrap?: boolean;
}

/**
 * The full-screen player of the All YouTube and All TikTok pages (product §2): the current video in
 * an iframe, previous/next (buttons and the arrow keys) with a 300 ms switch (`PLAYER_SWITCH_MS`)
 * during which the old player is gone, Escape and the close button to leave.
 */
export const PlayerModal = forwardRef<HTMLDivElement, PlayerModalProps>(function PlayerModal(
  {
    items,
    index,
    defaultIndex = 0,
    onIndexChange,
    wrap = true,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
  },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  // The site opens it from a carousel tile or a grid (app state, no trigger): focus goes back there.
  const focusRule = useReturnFocus();
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const current = Math.min(Math.max(index ?? innerIndex, 0), Math.max(items.length - 1, 0));
  // The iframe shows `playing`; it follows `current` PLAYER_SWITCH_MS later.
  const [playing, setPlaying] = useState(current);
  const switching = playing !== current;

  useEffect(() => {
    if (playing === current) return;
    const timer = setTimeout(() => setPlaying(current), PLAYER_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [current, playing]);

  const count = items.length;
  const hasPrevious = count > 1 && (wrap || current > 0);
  const hasNext = count > 1 && (wrap || current < count - 1);
  const go = (step: 1 | -1) => {
    if (step === 1 ? !hasNext : !hasPrevious) return;
    const next = (current + step + count) % count;
    if (index === undefined) setInnerIndex(next);
    onIndexChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const item = items[current];
  const shown = items[playing];
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger as ReactElement}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <PlayerOverlay data-component="PlayerModal" data-part="Overlay" />
        </RadixDialog.Overlay>
        <RadixDialog.Content asChild aria-describedby={undefined} onKeyDown={onKeyDown} {...focusRule}>
          <PlayerContent
            ref={ref}
            data-component="PlayerModal"
            data-part="Content"
            data-wrap={wrap ? 'wrap' : 'nowrap'}
            data-switching={switching ? 'switching' : 'idle'}
          >
            <PlayerBar>
              <RadixDialog.Title asChild>
                <PlayerTitle data-part="Title">{item?.title || th.player.title}</PlayerTitle>
              </RadixDialog.Title>
              {count > 1 ? (
                <PlayerCounter data-part="Counter">{th.player.position(current + 1, count)}</PlayerCounter>
              ) : null}
              <RadixDialog.Close asChild>
                <IconButton label={th.common.close} icon={<CloseIcon />} data-part="Close" />
              </RadixDialog.Close>
            </PlayerBar>
            <PlayerStage>
              <PlayerNav>
                <IconButton
                  label={th.player.previous}
                  icon={<ChevronLeftIcon />}
                  variant="solid"
                  size="lg"
                  disabled={!hasPrevious}
                  data-part="Previous"
                  onClick={() => go(-1)}
                />
              </PlayerNav>
              <PlayerFrame data-part="Frame" data-shape={shown?.shape ?? 'landscape'}>
                {switching || !shown ? (
                  <Spinner label={th.player.switching} />
                ) : (
                  <iframe
                    key={shown.id}
                    src={shown.src}
                    title={shown.title || th.player.title}
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                  />
                )}
              </PlayerFrame>
              <PlayerNav>
                <IconButton
                  label={th.player.next}
                  icon={<ChevronRightIcon />}
                  variant="solid"
                  size="lg"
                  disabled={!hasNext}
                  data-part="Next"
                  onClick={() => go(1)}
                />
              </PlayerNav>
            </PlayerStage>
          </PlayerContent>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
