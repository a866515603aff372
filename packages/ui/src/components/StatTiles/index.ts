export type { StatTile, StatTilesProps } from './StatTiles';
export { StatTiles } from './StatTiles';
