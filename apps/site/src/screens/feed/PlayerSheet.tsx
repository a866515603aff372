/** The full-screen player over a list of videos (lazy: loaded on the first tap of a video). */
import { PlayerModal, type PlayerModalItem } from '@lightbearers/ui';

export interface PlayerSheetProps {
  items: readonly PlayerModalItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** false while the list still has pages to load (the ends are ends, product §2). */
  wrap?: boolean;
}

export function PlayerSheet({ items, index, onIndexChange, onClose, wrap = true }: PlayerSheetProps) {
  return (
    <PlayerModal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      items={items}
      index={index}
      onIndexChange={onIndexChange}
      wrap={wrap}
    />
  );
}
