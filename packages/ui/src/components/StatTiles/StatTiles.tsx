import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { StatTilesIcon, StatTilesItem, StatTilesRoot } from './StatTiles.styles';

/** One figure of the statistics pages. */
export interface StatTile {
  /** A stable key. */
  key: string;
  /** What it counts ('ผู้แชร์', 'ครีเอเตอร์'), from the page's copy. */
  label: string;
  /** The figure, formatted ('2,315'). */
  value: string;
  /** A decorative icon (`<ShareIcon />`). */
  icon?: ReactNode;
}

export interface StatTilesProps extends ComponentPropsWithoutRef<'dl'> {
  /** The figures, in order; the first is highlighted (the sharer count). */
  tiles: readonly StatTile[];
}

/**
 * The statistics pages' figures (product §2 /topshare, /stat: sharer count; §3 type counts) as
 * tiles: label and formatted value, the first highlighted.
 */
export const StatTiles = forwardRef<HTMLDListElement, StatTilesProps>(function StatTiles(
  { tiles, ...rest },
  ref,
) {
  return (
    <StatTilesRoot ref={ref} data-component="StatTiles" {...rest}>
      {tiles.map((tile, i) => (
        <StatTilesItem key={tile.key} data-part="Tile" data-tone={i === 0 ? 'accent' : 'default'}>
          {tile.icon ? <StatTilesIcon aria-hidden="true">{tile.icon}</StatTilesIcon> : null}
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </StatTilesItem>
      ))}
    </StatTilesRoot>
  );
});
